import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import TabPane from '@douyinfe/semi-ui-19/lib/es/tabs/TabPane';
import Tabs from '@douyinfe/semi-ui-19/lib/es/tabs';
import IconBell from '@douyinfe/semi-icons/lib/es/icons/IconBell';
import { AffairDetailsStores } from '../../../app/process/affair-details-stores';
import type { AffairStatus } from '../../../domain/affair/affair';
import { parseAffairDetailsQuery } from '../../../domain/affair/details-link';
import { affairCaseUrl } from '../../../domain/case/case-links';
import { PROCESS_AFFAIR_KIND } from '../../../domain/favourites/bookmark-links';
import type { ActionButton, BoxType } from '../../../ports/api/process.dto';
import { Notifier } from '../../../ports/browser.port';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { BookmarkToggle } from '../../kit/bookmark-toggle';
import { CenteredMessage } from '../../kit/centered-message';
import { SemiLocale } from '../../kit/semi-locale';
import { ActionDialog } from './action-dialogs';
import { AffairDiagramTab } from './affair-diagram-tab';
import { detailsTexts as t } from './affair-details-texts';
import { AffairFilesPanel } from './affair-files-panel';
import { AffairFormTab } from './affair-form-tab';
import { AffairHeader } from './affair-header';
import { AffairHistoryTab } from './affair-history-tab';
import { AffairOpinionsTab } from './affair-opinions-tab';
import { AffairToolbar } from './affair-toolbar';
import { PrintMenu } from './print-menu';
import { SuperviseCreateDialog } from '../supervise/supervise-create-dialog';
import './affair-details.css';

type TabKey = keyof typeof t.tabs;
/** A supervision makes sense only while the affair is still being handled. */
const OPEN_STATUSES: ReadonlySet<AffairStatus> = new Set<AffairStatus>(['draft', 'running', 'suspended']);
const SUCCESS_MS = 3000;

function AffairDetailsView({ id, boxType, filesKey }: { id: string; boxType: BoxType; filesKey?: string }): ReactNode {
  const stores = useService(AffairDetailsStores);
  const notifier = useService(Notifier);
  const [store] = useState(() => stores.create(id, boxType));
  const { detail, buttons, history, opinions, printTemplates, loading, loadError, pending } = useStore(store);
  const [tab, setTab] = useState<TabKey>('form');
  const [open, setOpen] = useState<ActionButton | undefined>(undefined);
  // The opinion outlives its dialog: closing, a refusal or a reload never loses what was typed.
  const [opinion, setOpinion] = useState('');
  const [printError, setPrintError] = useState<string | undefined>(undefined);
  const [supervising, setSupervising] = useState(false);

  useEffect(() => {
    void store.load();
  }, [store]);

  if (detail === undefined) {
    if (loadError !== undefined) {
      return (
        <section className="affair-details affair-details--message" role="alert">
          <h1 className="affair-details__message-title">{t.loadFailed}</h1>
          <p>{loadError}</p>
          <Button onClick={() => void store.load()} loading={loading}>
            {t.retry}
          </Button>
        </section>
      );
    }
    return (
      <section className="affair-details affair-details--message" role="status" aria-busy="true">
        <Spin /> {t.loading}
      </section>
    );
  }

  const onDone = (): void => {
    if (open !== undefined) notifier.notify({ message: t.done(open.label), level: 'success', durationMs: SUCCESS_MS });
    setOpinion('');
    setOpen(undefined);
  };

  return (
    <section className="affair-details" aria-label={t.title}>
      <AffairHeader detail={detail} caseUrl={affairCaseUrl(detail, boxType)} />
      <AffairToolbar buttons={buttons} pending={pending} onAction={setOpen}>
        {OPEN_STATUSES.has(detail.status) ? (
          <Button icon={<IconBell aria-hidden />} onClick={() => setSupervising(true)}>
            {t.supervise}
          </Button>
        ) : null}
        <PrintMenu store={store} templates={printTemplates} onError={setPrintError} />
        <BookmarkToggle type={4} bookmarkId={detail.keyDigNumGather} keyTypeCode={PROCESS_AFFAIR_KIND} title={detail.title} />
      </AffairToolbar>
      {loadError === undefined ? null : <Banner type="warning" description={loadError} className="affair-details__banner" />}
      {printError === undefined ? null : <Banner type="danger" description={printError} onClose={() => setPrintError(undefined)} className="affair-details__banner" />}
      <Tabs type="line" activeKey={tab} onChange={(key) => setTab(key as TabKey)} className="affair-details__tabs">
        <TabPane itemKey="form" tab={t.tabs.form}>
          <AffairFormTab detail={detail} />
        </TabPane>
        <TabPane itemKey="opinions" tab={t.tabs.opinions}>
          <AffairOpinionsTab opinions={opinions.opinions} />
        </TabPane>
        <TabPane itemKey="history" tab={t.tabs.history}>
          <AffairHistoryTab history={history} />
        </TabPane>
        <TabPane itemKey="diagram" tab={t.tabs.diagram}>
          {tab === 'diagram' ? <AffairDiagramTab store={store} detail={detail} /> : null}
        </TabPane>
        <TabPane itemKey="files" tab={t.tabs.files}>
          <AffairFilesPanel filesKey={filesKey ?? detail.keyNumGather} readOnly={buttons.length === 0} />
        </TabPane>
      </Tabs>
      {open === undefined ? null : (
        <ActionDialog
          key={open.action}
          button={open}
          detail={detail}
          store={store}
          pending={pending}
          opinion={opinion}
          onOpinion={setOpinion}
          phrases={opinions.phrases}
          onClose={() => setOpen(undefined)}
          onDone={onDone}
        />
      )}
      <SuperviseCreateDialog
        visible={supervising}
        affairKey={detail.keyDigNumGather}
        onClose={() => setSupervising(false)}
        onCreated={() => {
          setSupervising(false);
          notifier.notify({ message: t.supervised, level: 'success', durationMs: SUCCESS_MS });
        }}
      />
    </section>
  );
}

/** /process/handle/details/{id} (事务详情): the affair, its actions, opinions, history, diagram, files, print and 收藏. */
export default function AffairDetailsPage(): ReactNode {
  const { id } = useParams();
  const { search } = useLocation();
  const params = useMemo(() => parseAffairDetailsQuery(search), [search]);
  if ('error' in params) return <CenteredMessage title={t.badQuery} detail={params.error} />;
  if (id === undefined || id.length === 0) return <CenteredMessage title={t.badQuery} detail="缺少事务编号" />;
  return (
    <SemiLocale>
      <AffairDetailsView key={`${id}:${params.boxType}`} id={id} boxType={params.boxType} {...(params.filesKey === undefined ? {} : { filesKey: params.filesKey })} />
    </SemiLocale>
  );
}
