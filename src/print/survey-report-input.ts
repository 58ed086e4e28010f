/**
 * What the 建设踏勘记录 PDF prints, as plain text and numbers: the survey feature maps its record
 * (labels already in Chinese) onto this, so the codec depends on no record type.
 */
export interface SurveyReportInput {
  /** 踏勘编号. */
  readonly number: string;
  /** The surveyed record: its kind ('备案' or '临时用地'), number and project. */
  readonly subject: {
    readonly kindLabel: string;
    readonly number: string;
    readonly projectName: string;
  };
  /** The division's full name, e.g. '江西省 南昌市 南昌县'. */
  readonly divisionName: string;
  /** Its GB/T 2260 code, which picks the outline drawn under the point. */
  readonly divisionCode: string;
  /** 'yyyy-MM-dd'. */
  readonly surveyDate: string;
  readonly surveyors: readonly string[];
  readonly point: { readonly lon: number; readonly lat: number };
  readonly checklist: readonly SurveyReportCheck[];
  readonly findings: string;
  /** '符合', '不符合' or '需整改'. */
  readonly conclusionLabel: string;
  /** 'yyyy-MM-dd', printed with the conclusion when the site must be rectified. */
  readonly rectificationDeadline?: string;
  readonly photos: readonly SurveyReportPhoto[];
  /** 'yyyy-MM-dd HH:mm', in the footer of every page. */
  readonly printedAt: string;
}

export interface SurveyReportCheck {
  readonly item: string;
  /** '是', '否' or '不适用'. */
  readonly answerLabel: string;
  readonly note?: string;
}

export interface SurveyReportPhoto {
  readonly fileName: string;
  /** JPEG or PNG. */
  readonly bytes: Uint8Array;
  /** 'yyyy-MM-dd HH:mm:ss' or however the feature shows it. */
  readonly takenAt?: string;
  readonly lon?: number;
  readonly lat?: number;
}
