// A 建设踏勘记录 as the survey feature would print it, for the report's tests.
import type { SurveyReportInput } from '../../src/print/survey-report-input';
import { exifPhoto } from './exif-photo';

export const SURVEY_POINT = { lon: 115.944312, lat: 28.546781 };

export function surveyReportSample(overrides: Partial<SurveyReportInput> = {}): SurveyReportInput {
  return {
    number: 'KC2026112000003',
    subject: { kindLabel: '临时用地', number: 'LS2026100800012', projectName: '南昌县八一乡施工便道临时用地项目' },
    divisionName: '江西省 南昌市 南昌县',
    divisionCode: '360121',
    surveyDate: '2026-11-20',
    surveyors: ['陈志强', '王丽华'],
    point: SURVEY_POINT,
    checklist: [
      { item: '用途是否一致', answerLabel: '是' },
      { item: '面积是否超出', answerLabel: '否', note: '实测 1.18 公顷，未超出批准面积 1.25 公顷。' },
      { item: '是否占用永久基本农田', answerLabel: '否' },
      { item: '是否按期复垦', answerLabel: '不适用', note: '尚在使用期内。' },
    ],
    findings: '现场为施工便道，路面已硬化，两侧设置排水沟；东侧堆放少量建筑材料，未见扩大用地迹象。',
    conclusionLabel: '需整改',
    rectificationDeadline: '2026-12-20',
    photos: [1, 2, 3].map((n) => ({
      fileName: `现场照片${n}.jpg`,
      bytes: exifPhoto({ width: 160, height: 120, hue: n * 40 }),
      takenAt: `2026-11-20 10:1${n}:00`,
      lon: SURVEY_POINT.lon + n / 1e4,
      lat: SURVEY_POINT.lat,
    })),
    printedAt: '2026-11-21 09:30',
    ...overrides,
  };
}
