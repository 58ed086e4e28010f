import { CHECK_ANSWER_LABELS, CHECK_ITEM_LABELS, SURVEY_CONCLUSION_LABELS, type SurveyDetail } from './survey-types';

/** A photo for the report: the stored bytes of a JPEG or PNG under the survey's files key. */
export interface SurveyPhoto {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** Structurally the PDF codec's SurveyReportInput (src/print): the record in Chinese words, ready to print. */
export interface SurveyReportData {
  readonly number: string;
  readonly subject: { readonly kindLabel: string; readonly number: string; readonly projectName: string };
  readonly divisionName: string;
  readonly divisionCode: string;
  readonly surveyDate: string;
  readonly surveyors: readonly string[];
  readonly point: { readonly lon: number; readonly lat: number };
  readonly checklist: readonly { readonly item: string; readonly answerLabel: string; readonly note?: string }[];
  readonly findings: string;
  readonly conclusionLabel: string;
  readonly rectificationDeadline?: string;
  readonly photos: readonly SurveyPhoto[];
  readonly printedAt: string;
}

/** The photo types the report can embed. */
export const REPORT_PHOTO_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png']);

export const surveyReportFileName = (detail: Pick<SurveyDetail, 'id' | 'link'>): string => `建设踏勘报告-${detail.link.name}-${detail.id}.pdf`;

export function surveyReportData(detail: SurveyDetail, photos: readonly SurveyPhoto[], printedAt: string): SurveyReportData {
  return {
    number: detail.id,
    subject: {
      kindLabel: detail.link.typeCode === '1' ? '临时用地' : `备案（${detail.link.typeLabel}）`,
      number: detail.link.filingNumber ?? detail.link.keyNumGather,
      projectName: detail.link.name,
    },
    divisionName: detail.divisionName,
    divisionCode: detail.divisionCode,
    surveyDate: detail.surveyDate,
    surveyors: detail.surveyorOptions.map((s) => s.name),
    point: { lon: detail.lon, lat: detail.lat },
    checklist: detail.checklist.map((c) => ({ item: CHECK_ITEM_LABELS[c.item], answerLabel: CHECK_ANSWER_LABELS[c.answer], ...(c.note === '' ? {} : { note: c.note }) })),
    findings: detail.findings,
    conclusionLabel: SURVEY_CONCLUSION_LABELS[detail.conclusion],
    ...(detail.deadline === undefined ? {} : { rectificationDeadline: detail.deadline }),
    photos,
    printedAt,
  };
}
