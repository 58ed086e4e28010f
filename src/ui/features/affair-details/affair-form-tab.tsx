import type { ReactNode } from 'react';
import Descriptions from '@douyinfe/semi-ui-19/lib/es/descriptions';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import type { AffairDetail } from '../../../ports/api/process.dto';
import { detailsTexts as t } from './affair-details-texts';

/** 表单信息: the registration form, read-only, in the order of the process's fields. */
export function AffairFormTab({ detail }: { detail: AffairDetail }): ReactNode {
  if (detail.formFields.length === 0) return <Empty description={t.emptyForm} />;
  const data = detail.formFields.map((field) => {
    const value = detail.formData[field.name] ?? '';
    const shown = value.length === 0 ? t.none : field.unit === undefined ? value : `${value} ${field.unit}`;
    return { key: field.label, value: <span className="affair-details__value">{shown}</span> };
  });
  return <Descriptions className="affair-form" row size="small" data={data} column={2} />;
}
