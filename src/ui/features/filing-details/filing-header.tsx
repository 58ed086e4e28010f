import type { ReactNode } from 'react';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { FILING_TYPE_LABELS, type FilingTypeCode } from '../../../domain/filing/filing-types';
import type { FilingDetail, FilingStatus } from '../../../domain/filing/wire';

const STATUS_COLORS: Readonly<Record<FilingStatus, 'blue' | 'orange' | 'green' | 'red'>> = { draft: 'blue', reported: 'orange', filed: 'green', returned: 'red' };
const LEVEL_LABELS = { city: '等待市级审核', province: '等待省级备案' } as const;
const WITHDRAWAL_LABELS = { pending: '退卷申请待省级审批', refused: '退卷申请已被拒绝' } as const;

/** Title line, status, filing number badge, 超时 and the opinions that concern the user now. */
export function FilingHeader({ detail, typeCode }: { detail: FilingDetail | undefined; typeCode: FilingTypeCode }): ReactNode {
  if (detail === undefined) {
    return (
      <header className="filing-header">
        <div className="filing-header__title-line">
          <h1 className="filing-header__title">新建{FILING_TYPE_LABELS[typeCode]}备案</h1>
          <Tag color="blue">未保存</Tag>
        </div>
      </header>
    );
  }
  return (
    <header className="filing-header">
      <div className="filing-header__title-line">
        <h1 className="filing-header__title">{detail.name.trim() === '' ? `${detail.typeLabel}备案` : detail.name}</h1>
        <Tag color={STATUS_COLORS[detail.status]} aria-label={`状态：${detail.statusLabel}`}>
          {detail.statusLabel}
        </Tag>
        {detail.status === 'reported' && detail.reviewLevel !== undefined ? <Tag color="grey">{LEVEL_LABELS[detail.reviewLevel]}</Tag> : null}
        {detail.filingNumber === undefined ? null : (
          <Tag color="green" type="solid" className="filing-header__number" aria-label={`备案编号 ${detail.filingNumber}`}>
            备案编号 {detail.filingNumber}
          </Tag>
        )}
        {detail.overdue ? (
          <span title={detail.status === 'draft' || detail.status === 'returned' ? `上报期限 ${detail.deadline}` : '超过上报期限后才上报'}>
            <Tag color="red" type="solid" aria-label="超时">
              超时
            </Tag>
          </span>
        ) : null}
        {detail.withdrawal === 'none' ? null : <Tag color={detail.withdrawal === 'pending' ? 'amber' : 'grey'}>{WITHDRAWAL_LABELS[detail.withdrawal]}</Tag>}
      </div>
      <div className="filing-header__meta">
        <span>{detail.typeLabel}</span>
        <span className="filing-header__key">记录编号：{detail.keyNumGather}</span>
        <span>{detail.divisionName}</span>
        <span>填报人：{detail.createdByName}</span>
        <span>批准日期：{detail.approvalDate || '—'}</span>
        {detail.status === 'draft' || detail.status === 'returned' ? <span>上报期限：{detail.deadline}</span> : null}
        {detail.reportedAt === undefined ? null : <span>上报时间：{detail.reportedAt.slice(0, 10)}</span>}
        {detail.filedAt === undefined ? null : <span>备案时间：{detail.filedAt.slice(0, 10)}</span>}
        <span className="filing-details__muted">版本 {detail.version}</span>
      </div>
      {detail.overdue && (detail.status === 'draft' || detail.status === 'returned') ? <Banner type="warning" description={`已超过上报期限（${detail.deadline}，批准之日起20个工作日），请尽快上报。`} closeIcon={null} /> : null}
      {detail.status === 'returned' && detail.returnOpinion !== undefined ? <Banner type="danger" title="退回意见" description={detail.returnOpinion} closeIcon={null} /> : null}
      {detail.withdrawalReason === undefined || detail.withdrawal === 'none' ? null : (
        <Banner type={detail.withdrawal === 'pending' ? 'info' : 'warning'} title={WITHDRAWAL_LABELS[detail.withdrawal]} description={`申请理由：${detail.withdrawalReason}`} closeIcon={null} />
      )}
    </header>
  );
}
