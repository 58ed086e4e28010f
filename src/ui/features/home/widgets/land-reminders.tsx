import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import type { LandReminderItem } from '../../../../domain/dashboard/land-reminders';
import type { Page } from '../../../../ports/api/page.dto';
import { Notifier } from '../../../../ports/browser.port';
import { FeatureLoader } from '../../../../ports/feature-loader.port';
import { useService } from '../../../di/container-context';
import { homeTexts } from '../home-texts';

const t = homeTexts.reminders;
// The dialog and the affairs feature behind it are fetched on the first 转督办, not with 工作台.
const SuperviseCreateDialog = lazy(() => import('../../supervise/supervise-create-dialog').then((m) => ({ default: m.SuperviseCreateDialog })));
const CREATED_MS = 3000;
const FAILED_MS = 5000;
const LAND_LIST = '/temporaryLand/list';

function SupervisionState({ item, onChoose }: { item: LandReminderItem; onChoose: (item: LandReminderItem) => void }): ReactNode {
  const { supervision } = item;
  if (supervision === undefined) {
    return (
      <Button size="small" type="primary" theme="light" className="home-reminder__action" aria-label={t.superviseOf(item.projectName)} onClick={() => onChoose(item)}>
        {t.supervise}
      </Button>
    );
  }
  return supervision.url === undefined ? (
    <span className="home-reminder__supervised">{t.supervised}</span>
  ) : (
    <Link className="home-reminder__supervised" to={supervision.url} aria-label={t.openSupervisionOf(item.projectName)}>
      {t.supervised}
    </Link>
  );
}

/**
 * 业务's temporary land reminders: each land use near its term's end or late with reclamation,
 * with 转督办 (the 新建督办 dialog filled in from the reminder) until a supervision urges it, then
 * a link to that supervision.
 */
export function LandReminders({ page, onSupervised }: { page: Page<LandReminderItem>; onSupervised: () => void }): ReactNode {
  const notifier = useService(Notifier);
  const features = useService(FeatureLoader);
  const [chosen, setChosen] = useState<LandReminderItem | undefined>();
  const choose = (item: LandReminderItem): void => {
    features.load(['affairs']).then(
      () => setChosen(item),
      () => notifier.notify({ message: t.dialogFailed, level: 'error', durationMs: FAILED_MS }),
    );
  };
  // The dialog reopens whenever its land changes identity, so it is built once per choice.
  const land = useMemo(() => (chosen?.draft === undefined ? undefined : { id: chosen.id, projectName: chosen.projectName, draft: chosen.draft }), [chosen]);
  if (page.rows.length === 0) return null;
  return (
    <section className="home-reminders" aria-label={t.heading}>
      <ul className="home-list">
        {page.rows.map((item) => (
          <li key={item.id} className={`home-list__row home-reminder home-reminder--${item.kind}`}>
            <Tag size="small" color={item.kind === 'overdue' ? 'red' : 'amber'} className="home-list__tag">
              {item.kindLabel}
            </Tag>
            <Link className="home-list__title" to={item.url}>
              {item.projectName}
            </Link>
            <span className="home-reminder__division">{item.divisionName}</span>
            <span className="home-reminder__days">{item.daysText}</span>
            <SupervisionState item={item} onChoose={choose} />
          </li>
        ))}
      </ul>
      {page.total > page.rows.length ? (
        <Link className="home-reminders__more" to={LAND_LIST}>
          {t.more(page.total)}
        </Link>
      ) : null}
      {land === undefined ? null : (
        <Suspense fallback={null}>
          <SuperviseCreateDialog
            visible
            land={land}
            onClose={() => setChosen(undefined)}
            onCreated={(created) => {
              setChosen(undefined);
              notifier.notify({ message: t.created(created.supName), level: 'success', durationMs: CREATED_MS });
              onSupervised();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
