import type { ReportFormId } from '../../domain/statistics/report-form';
import { REPORT_FORMS } from '../../domain/statistics/report-form-definitions';
import { reportFormFieldLabels as l, reportFormMessages as m } from '../../domain/statistics/report-form-messages';
import { isPeriod, PERIOD_EXAMPLES } from '../../domain/statistics/report-form-period';
import { bodyOf, converted, integer, matching, optional, queryOf, record, refined, text, type InputSchema } from './input-schema';

/** The inputs of the statistical forms' calls, for both backends; the values' own rules are the domain's (messages per field). */

const DIVISION_CODE = /^\d{6}$/;
const PERIOD_MAX = 8;
const VERSION_MAX = 1_000_000_000;
const FIELD_KEY_MAX = 40;

const divisionCode = matching(DIVISION_CODE, { max: 6, min: 6, label: l.divisionCode });

function period(form: ReportFormId): InputSchema<string> {
  const kind = REPORT_FORMS[form].periodKind;
  return refined(text({ max: PERIOD_MAX, min: 1, label: l.period }), (value) => isPeriod(kind, value), m.badPeriod(PERIOD_EXAMPLES[kind]));
}

/** A value is any JSON number here; whether it fits its field is the domain's rule, worded at the field. */
const value = converted((input) => (typeof input === 'number' && Number.isFinite(input) ? input : undefined), m.notNumber(l.values));

export const reportFormQuery = (form: ReportFormId) => queryOf({ divisionCode: optional(divisionCode), period: period(form) });

export const reportFormSaveBody = (form: ReportFormId) =>
  bodyOf({
    divisionCode,
    period: period(form),
    values: record(value, { maxKeys: REPORT_FORMS[form].fields.length * 2, maxKey: FIELD_KEY_MAX, label: l.values }),
    version: integer({ min: 0, max: VERSION_MAX, label: l.version }),
  });
