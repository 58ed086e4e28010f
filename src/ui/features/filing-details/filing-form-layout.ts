import { FACILITY_USE_LABELS, TEMPORARY_PURPOSE_LABELS, type FilingTypeCode } from '../../../domain/filing/filing-types';

/** How each field is entered on screen. */
export type FieldControl =
  | { readonly kind: 'text' }
  | { readonly kind: 'textarea' }
  | { readonly kind: 'date' }
  | { readonly kind: 'area'; readonly unit: 'ha' | 'm2' }
  | { readonly kind: 'integer'; readonly suffix: string }
  | { readonly kind: 'select'; readonly options: Readonly<Record<string, string>> }
  | { readonly kind: 'switch' }
  | { readonly kind: 'boundary' };

interface FormSection {
  readonly title: string;
  readonly fields: readonly (readonly [field: string, control: FieldControl])[];
}

const text = { kind: 'text' } as const;
const date = { kind: 'date' } as const;
const ha = { kind: 'area', unit: 'ha' } as const;
const m2 = { kind: 'area', unit: 'm2' } as const;
const boundary: FormSection = { title: '用地范围', fields: [['boundary', { kind: 'boundary' }]] };

/** The form of each filing type, in sections as a clerk reads the approval document. */
export const FORM_LAYOUT: Readonly<Record<FilingTypeCode, readonly FormSection[]>> = {
  '1': [
    {
      title: '基本信息',
      fields: [
        ['projectName', text],
        ['userUnit', text],
        ['location', text],
        ['approvalNumber', text],
        ['approvalDate', date],
        ['purpose', { kind: 'select', options: TEMPORARY_PURPOSE_LABELS }],
        ['termMonths', { kind: 'integer', suffix: '个月' }],
      ],
    },
    { title: '用地面积', fields: [['totalArea', ha], ['cultivatedArea', ha], ['otherAgriculturalArea', ha], ['constructionArea', ha], ['unusedArea', ha]] },
    { title: '土地复垦', fields: [['restorationPlan', { kind: 'textarea' }], ['restorationDeadline', date]] },
    boundary,
  ],
  '2': [
    { title: '基本信息', fields: [['operator', text], ['use', { kind: 'select', options: FACILITY_USE_LABELS }], ['location', text], ['agreementNumber', text], ['approvalDate', date]] },
    { title: '用地面积', fields: [['totalArea', ha], ['cultivatedArea', ha]] },
    boundary,
  ],
  '3': [
    { title: '基本信息', fields: [['applicant', text], ['permitNumber', text], ['village', text], ['approvalDate', date]] },
    { title: '建设规模', fields: [['buildingArea', m2], ['floors', { kind: 'integer', suffix: '层' }], ['landArea', ha]] },
  ],
  '4': [
    { title: '基本信息', fields: [['householdHead', text], ['householdSize', { kind: 'integer', suffix: '人' }], ['village', text], ['approvalDate', date]] },
    { title: '用地情况', fields: [['homesteadArea', m2], ['occupiesCultivated', { kind: 'switch' }], ['cultivatedArea', m2], ['oldHouseReturned', { kind: 'switch' }]] },
  ],
};

/** Labels without the unit in brackets: the unit is shown as the input's suffix. */
export const plainLabel = (label: string): string => label.replace(/（[^）]*）$/u, '');
