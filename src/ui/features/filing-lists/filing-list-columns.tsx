import type { ReactNode } from 'react';
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import type { FilingListPosition } from '../../../app/filing/filing-list.store';
import { waitsForReviewBy, type FilingListPage } from '../../../domain/filing/detail-links';
import { formatDateTime } from '../../../domain/format/date';
import type { FilingRow, FilingSortField, FilingStatus } from '../../../ports/api/filing.dto';
import { OpenRowTitle } from '../process-box/open-row';
import { filingListTexts as t } from './filing-list-texts';

type TagColour = 'grey' | 'blue' | 'green' | 'orange';

/** 待上报 grey, 已上报 blue, 已备案 green, 已退回 orange; 超时 is a separate red badge. */
const FILING_STATUS_COLOURS: Readonly<Record<FilingStatus, TagColour>> = { draft: 'grey', reported: 'blue', filed: 'green', returned: 'orange' };

function FilingStatusTags({ row }: { row: FilingRow }): ReactNode {
  const awaiting = row.status === 'reported' ? (row.reviewLevel === 'city' ? t.awaitingCity : row.reviewLevel === 'province' ? t.awaitingProvince : undefined) : undefined;
  return (
    <span className="filing-list__tags">
      <Tag size="small" color={FILING_STATUS_COLOURS[row.status]} className={`filing-status filing-status--${row.status}`}>
        {row.statusLabel}
      </Tag>
      {row.overdue ? (
        <Tag size="small" color="red" type="solid" className="alert-tag filing-overdue">
          {t.overdue}
        </Tag>
      ) : null}
      {row.withdrawal === 'pending' ? (
        <Tag size="small" color="amber" className="filing-withdrawal">
          {t.withdrawalPending}
        </Tag>
      ) : null}
      {awaiting === undefined ? null : <span className="filing-list__muted">{awaiting}</span>}
    </span>
  );
}

const sortOrderOf = (field: FilingSortField, query: FilingListPosition): 'ascend' | 'descend' | false =>
  query.orderBy !== field ? false : query.order === 'desc' ? 'descend' : 'ascend';

/** What the action button says: 审核 for the reviewer's rows, 编辑 where the record is still the reporter's, else 查看. */
function actionLabelOf(list: FilingListPage, row: FilingRow, level: string): string {
  if (waitsForReviewBy(row, level)) return t.review;
  return list === 'toBeReported' || list === 'rollBack' ? t.edit : t.view;
}

/** An ISO instant as China time (yyyy-MM-dd HH:mm); text that is not one is shown as it came. */
const dateTimeOf = (value: string): string => {
  const epoch = Date.parse(value);
  return Number.isNaN(epoch) ? value : formatDateTime(epoch);
};

const nowrap = (value: string | undefined): ReactNode => <span className="filing-list__nowrap">{value === undefined || value === '' ? t.notFiled : value}</span>;

/** The Table columns of a list; sorting is done by the server on the columns it sorts; the name and the action button open the record. */
export function filingTableColumns(list: FilingListPage, query: FilingListPosition, level: string, onOpen: (row: FilingRow) => void): ColumnProps<FilingRow>[] {
  const sortable = (field: FilingSortField): Pick<ColumnProps<FilingRow>, 'sorter' | 'sortOrder'> => ({ sorter: true, sortOrder: sortOrderOf(field, query) });
  const name: ColumnProps<FilingRow> = {
    title: t.name,
    dataIndex: 'projectName',
    ...sortable('projectName'),
    render: (_: unknown, row: FilingRow) => (
      <span className="filing-list__name">
        <OpenRowTitle onOpen={() => onOpen(row)}>{row.name}</OpenRowTitle>
        <span className="filing-list__muted">{row.place}</span>
      </span>
    ),
  };
  const division: ColumnProps<FilingRow> = { title: t.divisionColumn, dataIndex: 'divisionCode', width: 120, ...sortable('divisionCode'), render: (_: unknown, row: FilingRow) => row.divisionName };
  const approval: ColumnProps<FilingRow> = { title: t.approvalDate, dataIndex: 'approvalDate', width: 130, ...sortable('approvalDate'), render: nowrap };
  const status: ColumnProps<FilingRow> = { title: t.statusColumn, dataIndex: 'status', width: 200, render: (_: unknown, row: FilingRow) => <FilingStatusTags row={row} /> };
  const deadline: ColumnProps<FilingRow> = { title: t.deadline, dataIndex: 'deadline', width: 120, render: nowrap };
  const filingNumber: ColumnProps<FilingRow> = { title: t.filingNumber, dataIndex: 'filingNumber', width: 190, ...sortable('filingNumber'), render: nowrap };
  const opinion: ColumnProps<FilingRow> = {
    title: t.returnOpinion,
    dataIndex: 'returnOpinion',
    render: (value: string | undefined) => <span className="filing-list__opinion">{value ?? t.notFiled}</span>,
  };
  const updated: ColumnProps<FilingRow> = { title: t.updatedAt, dataIndex: 'updatedAt', width: 150, ...sortable('updatedAt'), render: (value: string) => nowrap(dateTimeOf(value)) };
  const action: ColumnProps<FilingRow> = {
    title: t.actions,
    dataIndex: 'keyNumGather',
    width: 80,
    render: (_: unknown, row: FilingRow) => (
      <Button size="small" theme="borderless" type="primary" aria-label={t.actionOf(actionLabelOf(list, row, level), row.name)} onClick={() => onOpen(row)}>
        {actionLabelOf(list, row, level)}
      </Button>
    ),
  };
  switch (list) {
    case 'toBeReported':
      return [name, division, approval, deadline, status, updated, action];
    case 'rollBack':
      return [name, division, approval, opinion, deadline, status, action];
    case 'reported':
      return [name, division, approval, status, filingNumber, updated, action];
    case 'query':
      return [name, division, approval, status, filingNumber, updated, action];
  }
}
