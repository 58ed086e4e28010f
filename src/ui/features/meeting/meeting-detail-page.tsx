import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { MeetingDetailStore } from '../../../app/meeting/meeting-detail.store';
import { REASON_MAX, type MeetingDetail, type ReplyView } from '../../../domain/meeting/meeting-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { FilesPanel } from '../../kit/files/files-panel';
import { ListEmpty } from '../../kit/list-empty';
import { ReloadBanner } from '../../kit/reload-banner';
import { StatusTag } from './application-list-page';
import { APPLICATION_FORM, APPLICATION_LIST } from './meeting-address';
import { shownTime } from './meeting-format';
import { MinutesSection, MyReply } from './meeting-reply';
import { meetingTexts } from './meeting-texts';
import './meeting.css';

const t = meetingTexts.detail;

function Decision({ detail }: { readonly detail: MeetingDetail }): ReactNode {
  const store = useService(MeetingDetailStore);
  const { busy } = useStore(store);
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const { abilities } = detail;
  if (!abilities.approve && !abilities.cancel && !abilities.edit) return null;
  const done = (ok: boolean, message: string): void => {
    if (ok) Toast.success(message);
  };
  const reject = async (): Promise<void> => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    done(await store.reject(reason.trim()), t.rejected);
  };
  return (
    <div className="meeting__panel">
      <div className="meeting__actions">
        {abilities.approve ? (
          <>
            <Button type="primary" theme="solid" loading={busy} onClick={() => void store.approve().then((ok) => done(ok, t.approved))}>
              {t.approve}
            </Button>
            <Button type="danger" aria-expanded={rejecting} onClick={() => setRejecting(!rejecting)}>
              {t.reject}
            </Button>
          </>
        ) : null}
        {abilities.edit ? <Button onClick={() => void navigate(`${APPLICATION_FORM}?id=${encodeURIComponent(detail.id)}`)}>{t.edit}</Button> : null}
        {abilities.cancel ? (
          <Button type="danger" loading={busy} onClick={() => void store.cancel().then((ok) => done(ok, t.cancelled))}>
            {t.cancelMeeting}
          </Button>
        ) : null}
      </div>
      {rejecting ? (
        <div className="meeting__field">
          <label className="meeting__label" htmlFor="meeting-reject-reason">
            {t.rejectReason2}
          </label>
          <TextArea id="meeting-reject-reason" aria-label={t.rejectReason2} value={reason} maxCount={REASON_MAX} aria-invalid={missing} onChange={(value) => (setReason(value), setMissing(false))} />
          {missing ? (
            <span role="alert" className="meeting__problem">
              {t.reasonRequired}
            </span>
          ) : null}
          <div className="meeting__actions">
            <Button type="danger" theme="solid" loading={busy} onClick={() => void reject()}>
              {t.confirm}
            </Button>
            <Button onClick={() => setRejecting(false)}>{t.cancelDialog}</Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

const replyColumns = [
  { title: t.columns.name, dataIndex: 'name' },
  { title: t.columns.dept, dataIndex: 'deptName' },
  { title: t.columns.answer, dataIndex: 'answerLabel', render: (_: unknown, row: ReplyView) => (row.answer === undefined ? t.notReplied : row.answerLabel) },
  { title: t.columns.reason, dataIndex: 'reason', render: (_: unknown, row: ReplyView) => row.reason || '—' },
  { title: t.columns.repliedAt, dataIndex: 'repliedAt', render: (_: unknown, row: ReplyView) => (row.repliedAt === undefined ? '—' : shownTime(row.repliedAt)) },
  { title: t.columns.signedInAt, dataIndex: 'signedInAt', render: (_: unknown, row: ReplyView) => (row.signedInAt === undefined ? t.notSigned : shownTime(row.signedInAt)) },
];

function Meeting({ detail }: { readonly detail: MeetingDetail }): ReactNode {
  const { actionError } = useStore(useService(MeetingDetailStore));
  return (
    <div className="meeting">
      <div className="meeting__head">
        <h1 className="meeting__heading">
          {detail.subject} <StatusTag status={detail.status} label={detail.statusLabel} />
        </h1>
      </div>
      {actionError === undefined ? null : <Banner type="danger" closeIcon={null} description={actionError} />}
      <section className="meeting__panel" aria-labelledby="meeting-facts">
        <h2 id="meeting-facts" className="meeting__subheading">
          {t.facts}
        </h2>
        <dl className="meeting__facts">
          <dt>{t.time}</dt>
          <dd>{`${detail.date} ${detail.start}-${detail.end}`}</dd>
          <dt>{t.room}</dt>
          <dd>{`${detail.room.name}（${detail.room.place}）`}</dd>
          <dt>{t.organizer}</dt>
          <dd>{detail.organizer.name}</dd>
          <dt>{t.host}</dt>
          <dd>{detail.host.name}</dd>
          <dt>{t.approver}</dt>
          <dd>{detail.approver.name}</dd>
          {detail.rejectReason === undefined ? null : (
            <>
              <dt>{t.rejectReason}</dt>
              <dd>{detail.rejectReason}</dd>
            </>
          )}
          <dt>{t.agenda}</dt>
          <dd className="meeting__pre">{detail.agenda || '—'}</dd>
        </dl>
      </section>
      <Decision detail={detail} />
      <section className="meeting__panel" aria-labelledby="meeting-materials">
        <h2 id="meeting-materials" className="meeting__subheading">
          {t.materials}
        </h2>
        <FilesPanel filesKey={detail.filesKey} readOnly={!detail.abilities.edit} />
      </section>
      <MyReply detail={detail} />
      <section className="meeting__panel" aria-labelledby="meeting-replies">
        <h2 id="meeting-replies" className="meeting__subheading">
          {t.attendees}
        </h2>
        <Table<ReplyView>
          rowKey="userId"
          columns={replyColumns}
          dataSource={[...detail.replies]}
          pagination={false}
          empty={
            <ListEmpty failed={false} waiting={false} loadingText={meetingTexts.loading}>
              {meetingTexts.empty}
            </ListEmpty>
          }
        />
      </section>
      <MinutesSection detail={detail} />
    </div>
  );
}

/** 会议详情 (/meeting/manager/detail/view/{moduleKey}); a meeting the caller takes no part in gets a clear page. */
export default function MeetingDetailPage(): ReactNode {
  const { moduleKey = '' } = useParams();
  const store = useService(MeetingDetailStore);
  const { detail, loading, loadError, refused } = useStore(store);
  const navigate = useNavigate();
  useEffect(() => void store.open(moduleKey), [store, moduleKey]);
  if (refused !== undefined) {
    return (
      <div className="meeting">
        <Banner
          type="danger"
          closeIcon={null}
          title={t.refusedTitle}
          description={
            <span className="meeting__actions">
              {refused}
              <Button size="small" onClick={() => void navigate(APPLICATION_LIST)}>
                {t.backToList}
              </Button>
            </span>
          }
        />
      </div>
    );
  }
  if (loadError !== undefined) return <ReloadBanner message={loadError} onReload={() => void store.open(moduleKey)} />;
  if (loading || detail?.id !== moduleKey) return <p role="status" className="meeting">{meetingTexts.loading}</p>;
  return <Meeting key={detail.id} detail={detail} />;
}
