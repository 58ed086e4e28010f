import type { ReactNode } from 'react';
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { isBoxSortField, type BoxListQuery } from '../../../app/process/box-list.store';
import type { AffairStatus } from '../../../domain/affair/affair';
import type { BoxColumn, BoxRow } from '../../../ports/api/process.dto';
import { OpenRowTitle } from './open-row';
import { processBoxTexts as t } from './process-box-texts';

type TagColour = 'grey' | 'blue' | 'orange' | 'green' | 'red';

/** Status tag colours, as the details header shows them: draft grey, running blue, suspended orange, finished green, obsolete red. */
const STATUS_COLOURS: Readonly<Record<AffairStatus, TagColour>> = {
  draft: 'grey',
  running: 'blue',
  suspended: 'orange',
  finished: 'green',
  obsolete: 'red',
};

function StatusTag({ status, label }: { status: AffairStatus; label: string }): ReactNode {
  return (
    <Tag size="small" color={STATUS_COLOURS[status] ?? 'grey'} className={`box-status box-status--${status}`}>
      {label}
    </Tag>
  );
}

/** 督办 when an open supervision is attached, a red 超期督办 when its deadline has passed. */
function SupervisionTag({ row }: { row: Pick<BoxRow, 'supervised' | 'overdueSupervision'> }): ReactNode {
  if (row.overdueSupervision) {
    return (
      <Tag size="small" color="red" type="solid" className="alert-tag box-supervision box-supervision--overdue">
        {t.overdue}
      </Tag>
    );
  }
  if (!row.supervised) return null;
  return (
    <Tag size="small" color="amber" className="box-supervision">
      {t.supervised}
    </Tag>
  );
}

const sortOrderOf = (column: BoxColumn, query: BoxListQuery): 'ascend' | 'descend' | false => {
  if (query.orderBy !== column.prop) return false;
  return query.order === 'desc' ? 'descend' : 'ascend';
};

/** The Table columns of a box: the server's order, labels and widths; sorting only where the server sorts; the title opens the affair. */
export function boxTableColumns(columns: readonly BoxColumn[], query: BoxListQuery, onOpen: (row: BoxRow) => void): ColumnProps<BoxRow>[] {
  return columns.map((column) => {
    const sortable = column.sortable && isBoxSortField(column.prop);
    const base: ColumnProps<BoxRow> = {
      title: column.label,
      dataIndex: column.prop,
      ...(column.width === undefined ? {} : { width: column.width }),
      ...(sortable ? { sorter: true, sortOrder: sortOrderOf(column, query) } : {}),
    };
    if (column.prop === 'title') {
      return {
        ...base,
        render: (title: string, row: BoxRow) => (
          <span className="box-page__title-cell">
            <OpenRowTitle onOpen={() => onOpen(row)}>{title}</OpenRowTitle>
            <SupervisionTag row={row} />
          </span>
        ),
      };
    }
    if (column.prop === 'statusLabel') {
      return { ...base, render: (label: string, row: BoxRow) => <StatusTag status={row.status} label={label} /> };
    }
    if (column.prop === 'registeredAt' || column.prop === 'updatedAt') {
      return { ...base, render: (value: string) => <span className="box-page__nowrap">{value}</span> };
    }
    return base;
  });
}
