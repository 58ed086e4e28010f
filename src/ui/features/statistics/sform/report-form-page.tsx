import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { BuildHouseFormStore, RuralPermitFormStore, type ReportFormStore } from '../../../../app/statistics/sform/report-form.store';
import { chinaToday } from '../../../../domain/filing/calendar-date';
import { divisionLevel } from '../../../../domain/filing/jurisdiction';
import type { FormValues, ReportFormId } from '../../../../domain/statistics/report-form';
import { REPORT_FORMS } from '../../../../domain/statistics/report-form-definitions';
import { isPeriod, periodBefore, periodLabel, periodOf } from '../../../../domain/statistics/report-form-period';
import { REPORT_FORM_ACTION_KEY } from '../../../../domain/statistics/report-form-table';
import { useService } from '../../../di/container-context';
import { useClock } from '../../../hooks/use-clock';
import { useStore } from '../../../hooks/use-store';
import { saveBlob } from '../../../kit/files/save-blob';
import { ReloadBanner } from '../../../kit/reload-banner';
import { ReportTableView } from '../shared/report-table-view';
import { ReportFormEditor } from './report-form-editor';
import { ReportFormFilings } from './report-form-filings';
import { reportFormTexts as t } from './report-form-texts';
import './report-form.css';

/** How far back the period picker reaches: two years. */
const PICKER_PERIODS = { month: 24, quarter: 8 } as const;

function ReportFormPage({ form, store }: { readonly form: ReportFormId; readonly store: ReportFormStore }): ReactNode {
  const def = REPORT_FORMS[form];
  const kind = def.periodKind;
  const clock = useClock();
  const current = periodOf(kind, chinaToday(clock.now()) ?? '2026-01-01');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('period') ?? '';
  // A monthly or quarterly report is filed once the period is over: the last one is the default.
  const period = isPeriod(kind, asked) ? asked : periodBefore(kind, current, 1);
  const askedDivision = search.get('divisionCode') ?? '';
  const divisionCode = divisionLevel(askedDivision) === undefined ? undefined : askedDivision;
  const state = useStore(store);

  useEffect(() => {
    void store.load(divisionCode === undefined ? { period } : { divisionCode, period });
  }, [store, divisionCode, period]);

  const periods = useMemo(() => {
    const list = Array.from({ length: PICKER_PERIODS[kind] }, (_, step) => periodBefore(kind, current, step));
    return list.includes(period) ? list : [period, ...list];
  }, [kind, current, period]);

  const choosePeriod = (value: string): void => {
    const next = new URLSearchParams(search);
    next.set('period', value);
    setSearch(next);
  };

  const save = useCallback(async (values: FormValues) => (await store.save(values)) !== undefined, [store]);
  const reload = useCallback(() => void store.reload(), [store]);
  const exportTable = async (): Promise<void> => {
    const file = await store.exportTable();
    if (file !== undefined) saveBlob(file.blob, file.fileName);
  };

  const { answer } = state;
  return (
    <div className="report-form-page">
      <div className="report-form-page__bar">
        <h1>{t.pageTitle[form]}</h1>
        <label htmlFor="report-form-period">{t.period}</label>
        <Select
          id="report-form-period"
          className="report-form-page__period"
          value={period}
          onChange={(value) => choosePeriod(String(value))}
          optionList={periods.map((p) => ({ value: p, label: periodLabel(kind, p) }))}
          aria-label={t.period}
        />
        <Button onClick={() => void exportTable()} loading={state.exporting} disabled={answer === undefined}>
          {t.exportExcel}
        </Button>
      </div>
      {state.loadError === '' ? null : <ReloadBanner message={state.loadError} onReload={reload} />}
      {answer?.level === 'county' ? (
        <ReportFormEditor
          key={`${answer.divisionCode}/${answer.period}`}
          def={def}
          answer={answer}
          saving={state.saving}
          saveError={state.saveError}
          stale={state.stale}
          serverProblems={state.problems}
          onSave={save}
          onLoadTheirs={reload}
        />
      ) : null}
      <ReportTableView table={answer?.table} loading={state.loading} onRetry={reload} actionKey={REPORT_FORM_ACTION_KEY} />
      {answer === undefined ? null : <ReportFormFilings filings={answer.filings} />}
    </div>
  );
}

/** 农房建设统计 (menu component special/buildHouse/index). */
export function BuildHousePage(): ReactNode {
  return <ReportFormPage form="buildHouse" store={useService(BuildHouseFormStore)} />;
}

/** 乡村建设规划许可 (menu component special/guihuaxuke/index). */
export function RuralPermitPage(): ReactNode {
  return <ReportFormPage form="ruralPermit" store={useService(RuralPermitFormStore)} />;
}
