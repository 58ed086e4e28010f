import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { MeetingListStore } from '../../../app/meeting/meeting-list.store';
import { MEETING_ROLES, REPLY_ANSWER_LABELS, type MeetingRow, type MeetingStatus } from '../../../domain/meeting/meeting-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListEmpty } from '../../kit/list-empty';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { APPLICATION_FORM, applicationAddressOf, applicationListUrl, meetingUrl } from './meeting-address';
import { meetingTexts } from './meeting-texts';
import './meeting.css';

const t = meetingTexts.application;
const COLOURS: Readonly<Record<MeetingStatus, 'orange' | 'green' | 'red' | 'grey'>> = { pending: 'orange', approved: 'green', rejected: 'red', cancelled: 'grey' };

export function StatusTag({ status, label }: { readonly status: MeetingStatus; readonly label: string }): ReactNode {
  return (
    <Tag color={COLOURS[status]} className="meeting__tag">
      {label}
    </Tag>
  );
}

const columns = [
  { title: t.columns.subject, dataIndex: 'subject', render: (_: unknown, row: MeetingRow) => <Link to={meetingUrl(row.id)} aria-label={t.openLabel(row.subject)}>{row.subject}</Link> },
  { title: t.columns.time, dataIndex: 'date', render: (_: unknown, row: MeetingRow) => `${row.date} ${row.start}-${row.end}` },
  { title: t.columns.room, dataIndex: 'roomName' },
  { title: t.columns.organizer, dataIndex: 'organizerName' },
  { title: t.columns.status, dataIndex: 'status', render: (_: unknown, row: MeetingRow) => <StatusTag status={row.status} label={row.statusLabel} /> },
  { title: t.columns.reply, dataIndex: 'myReply', render: (_: unknown, row: MeetingRow) => (row.myReply === undefined ? '—' : REPLY_ANSWER_LABELS[row.myReply]) },
];

/** 会议申请列表 (/meeting/manager/application/list?role=): mine, those I attend, and 待我审批. */
export default function ApplicationListPage(): ReactNode {
  const { search } = useLocation();
  const navigate = useNavigate();
  const address = useMemo(() => applicationAddressOf(search), [search]);
  const { role } = address;
  const query = useMemo(() => ({ ...address, ...(address.role === 'approving' ? { status: 'pending' as const } : {}) }), [address]);
  const store = useService(MeetingListStore);
  const { page, loading, error } = useStore(store);
  useEffect(() => void store.load(query), [store, query]);

  return (
    <div className="meeting">
      <div className="meeting__head">
        <h1 className="meeting__heading">{t.heading}</h1>
        <Button type="primary" theme="solid" onClick={() => void navigate(APPLICATION_FORM)}>
          {t.newApplication}
        </Button>
      </div>
      <div role="group" aria-label={t.role} className="meeting__tools">
        {MEETING_ROLES.map((r) => (
          <Button key={r} aria-pressed={r === role} theme={r === role ? 'solid' : 'light'} onClick={() => void navigate(applicationListUrl({ ...address, role: r, pageIndex: 1 }))}>
            {t.roles[r]}
          </Button>
        ))}
      </div>
      {error === undefined ? null : <ReloadBanner message={error} onReload={() => void store.reload()} />}
      <Table<MeetingRow>
        rowKey="id"
        columns={columns}
        dataSource={page?.rows ?? []}
        loading={loading}
        pagination={false}
        empty={
          <ListEmpty failed={error !== undefined} waiting={page === undefined && loading} loadingText={meetingTexts.loading}>
            {meetingTexts.empty}
          </ListEmpty>
        }
      />
      {page === undefined || page.total === 0 ? null : (
        <ListPager
          total={page.total}
          pageIndex={address.pageIndex}
          pageSize={address.pageSize}
          onPage={(pageIndex) => void navigate(applicationListUrl({ ...address, pageIndex }))}
          onResize={(pageSize) => void navigate(applicationListUrl({ ...address, pageIndex: 1, pageSize }))}
        />
      )}
    </div>
  );
}
