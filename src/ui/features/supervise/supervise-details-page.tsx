import { useEffect, useId, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Card from '@douyinfe/semi-ui-19/lib/es/card';
import Descriptions from '@douyinfe/semi-ui-19/lib/es/descriptions';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import Timeline from '@douyinfe/semi-ui-19/lib/es/timeline';
import { SuperviseDetailsStore, URGE_TEXT_MAX } from '../../../app/process/supervise-details.store';
import { affairDetailsUrl } from '../../../domain/affair/details-link';
import { SUPERVISION_KIND } from '../../../domain/favourites/bookmark-links';
import { formatDate } from '../../../domain/format/date';
import type { SuperviseDetail } from '../../../ports/api/process.dto';
import { Notifier } from '../../../ports/browser.port';
import { temporaryLandDetailsUrl } from '../../../domain/dashboard/land-reminders';
import { useService } from '../../di/container-context';
import { useClock } from '../../hooks/use-clock';
import { useStore } from '../../hooks/use-store';
import { BookmarkToggle } from '../../kit/bookmark-toggle';
import { CenteredMessage } from '../../kit/centered-message';
import { SemiLocale } from '../../kit/semi-locale';
import { superviseTexts } from './supervise-texts';
import { daysBetween } from './supervise-today';
import './supervise.css';

const t = superviseTexts.details;
const LIST_PATH = '/process/supervise';
const URGED_MS = 3000;
/** The source the details event carries when an affair is opened from a supervision. */
const SUPERVISE_SOURCE = 'supervise';

function DeadlineState({ detail }: { detail: SuperviseDetail }): ReactNode {
  const clock = useClock();
  // Deadlines are China calendar days, so today is too, whatever the browser's zone.
  const days = daysBetween(formatDate(clock.now()), detail.deadline);
  if (detail.overdue) {
    return (
      <Tag color="red" type="solid" className="supervise-overdue-tag">
        {days < 0 ? t.daysOver(-days) : superviseTexts.overdue}
      </Tag>
    );
  }
  return <Tag color={days <= 2 ? 'orange' : 'green'}>{days < 0 ? superviseTexts.inTime : t.daysLeft(days)}</Tag>;
}

/** 督办详情 (/process/handle/supervise/{id}): the supervision, its affair, the reminders, 催办, and 收藏 (我的收藏 opens it here again). */
export default function SuperviseDetailsPage(): ReactNode {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const store = useService(SuperviseDetailsStore);
  const notifier = useService(Notifier);
  const { detail, loading, problem, urgeText, urging, urgeError } = useStore(store);
  const urgeId = useId();
  const urgeMessageId = useId();
  const filesKey = new URLSearchParams(search).get('filesKey') ?? '';

  useEffect(() => {
    void store.open(id);
  }, [store, id]);

  const back = <Link to={LIST_PATH}>{t.backToList}</Link>;
  if (problem !== undefined) {
    const title = problem.kind === 'not-found' ? t.notFound : problem.kind === 'forbidden' ? t.forbidden : t.failed;
    const action =
      problem.kind === 'failed' ? (
        <span className="supervise-details__inline">
          <Button onClick={() => void store.open(id)}>{t.reload}</Button>
          {back}
        </span>
      ) : (
        back
      );
    return <CenteredMessage title={title} detail={problem.message} action={action} />;
  }
  if (detail === undefined || detail.id !== id) {
    return (
      <div className="supervise-details__loading">
        <Spin size="large" tip={t.loading} spinning={loading} />
      </div>
    );
  }

  const urge = async (): Promise<void> => {
    if (await store.urge()) notifier.notify({ message: t.urged, level: 'success', durationMs: URGED_MS });
  };
  // A supervision from 转督办 urges a temporary land use, not an affair: its card opens the land use.
  const affairUrl =
    detail.temporaryLandId === undefined
      ? affairDetailsUrl({ moduleKey: detail.keyDigNumGather, source: SUPERVISE_SOURCE, filesKey: detail.keyNumGather })
      : temporaryLandDetailsUrl(detail.temporaryLandId);

  return (
    <SemiLocale>
      <article className={`supervise-details${detail.overdue ? ' supervise-details--overdue' : ''}`} aria-labelledby="supervise-details-title">
        <header className="supervise-details__header">
          <h1 id="supervise-details-title" className="supervise-details__title">
            {detail.supName}
          </h1>
          <DeadlineState detail={detail} />
          <span className="supervise-details__bookmark">
            <BookmarkToggle type={4} bookmarkId={detail.id} keyTypeCode={SUPERVISION_KIND} title={detail.supName} />
          </span>
        </header>
        {filesKey === '' ? null : <p className="supervise-details__muted">{t.filesKey(filesKey)}</p>}
        <div className="supervise-details__grid">
          <Card title={t.supervision} className="supervise-details__card">
            <Descriptions
              align="left"
              data={[
                { key: superviseTexts.columns.deadline, value: detail.deadline },
                { key: superviseTexts.columns.supervisor, value: detail.supervisorName },
                { key: superviseTexts.columns.urged, value: detail.urgedName },
                { key: t.createdAt, value: detail.createdAt },
                { key: superviseTexts.columns.reminders, value: String(detail.reminders) },
              ]}
            />
            <h2 className="supervise-details__subheading">{t.content}</h2>
            <p className="supervise-details__content">{detail.content}</p>
          </Card>
          <Card title={detail.temporaryLandId === undefined ? t.affair : t.land} className="supervise-details__card">
            <Descriptions
              align="left"
              data={[
                { key: superviseTexts.columns.affairTitle, value: detail.affairTitle },
                { key: t.affairStatus, value: detail.affairStatusLabel },
              ]}
            />
            <Link className="supervise-details__affair-link" to={affairUrl}>
              {detail.temporaryLandId === undefined ? t.openAffair : t.openLand}
            </Link>
          </Card>
        </div>
        <Card title={t.reminders} className="supervise-details__card">
          {detail.reminderLog.length === 0 ? (
            <p className="supervise-details__muted">{t.noReminders}</p>
          ) : (
            <Timeline>
              {detail.reminderLog.map((entry, index) => (
                <Timeline.Item key={`${entry.at}-${index}`} time={entry.at}>
                  <strong>{entry.byName}</strong>：{entry.text}
                </Timeline.Item>
              ))}
            </Timeline>
          )}
          {detail.mayUrge ? (
            <form
              className="supervise-urge"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void urge();
              }}
            >
              <label htmlFor={urgeId} className="supervise-urge__label">
                {t.urgeLabel}
              </label>
              <TextArea
                id={urgeId}
                value={urgeText}
                maxCount={URGE_TEXT_MAX}
                autosize={{ minRows: 2, maxRows: 5 }}
                placeholder={t.urgePlaceholder}
                disabled={urging}
                aria-invalid={urgeError !== undefined}
                aria-describedby={urgeMessageId}
                validateStatus={urgeError === undefined ? 'default' : 'error'}
                onChange={(text) => store.type(text)}
              />
              <div id={urgeMessageId} className="supervise-form__message" role={urgeError === undefined ? undefined : 'alert'}>
                {urgeError ?? ''}
              </div>
              <Button theme="solid" type="warning" htmlType="submit" loading={urging} disabled={urging}>
                {t.urge}
              </Button>
            </form>
          ) : (
            <p className="supervise-details__muted supervise-urge">{t.onlySupervisor}</p>
          )}
        </Card>
        {loading ? <Banner type="info" closeIcon={null} description={t.loading} /> : null}
      </article>
    </SemiLocale>
  );
}
