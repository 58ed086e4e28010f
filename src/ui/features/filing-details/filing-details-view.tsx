import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import TabPane from '@douyinfe/semi-ui-19/lib/es/tabs/TabPane';
import Tabs from '@douyinfe/semi-ui-19/lib/es/tabs';
import { useNavigate } from 'react-router-dom';
import { FilingDetailsStores } from '../../../app/filing/filing-details-stores';
import { TabsStore } from '../../../app/tabs/tabs.store';
import { filingDetailsUrl } from '../../../domain/filing/detail-links';
import { problemsByField } from '../../../app/filing/filing-details-form';
import type { FilingDetailsStore, FilingOutcome } from '../../../app/filing/filing-details.store';
import type { FilingTypeCode } from '../../../domain/filing/filing-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { FilesPanel } from '../../kit/files/files-panel';
import { FilingDialog, type FilingDialogKind } from './filing-dialogs';
import { FilingForm } from './filing-form';
import { FilingHeader } from './filing-header';
import { FilingHistory } from './filing-history';

/** Where the page gets its record: a key, a uid deep link resolved by the common-parameters call, or a new filing. */
export type FilingSource =
  | { readonly kind: 'key'; readonly keyNumGather: string; readonly keyTypeCode: FilingTypeCode }
  | { readonly kind: 'link'; readonly key: string; readonly paramType: 2 | 4 }
  | { readonly kind: 'new'; readonly keyTypeCode: FilingTypeCode };

type TabKey = 'form' | 'history' | 'files';
const INITIATE_PATH = '/initiate/details';

function createStore(stores: FilingDetailsStores, source: FilingSource): { store: FilingDetailsStore; adopted: boolean } {
  if (source.kind === 'new') return { store: stores.create(undefined, source.keyTypeCode), adopted: false };
  if (source.kind === 'link') return { store: stores.create(undefined, '1'), adopted: false };
  const taken = stores.take(source.keyNumGather);
  return taken === undefined ? { store: stores.create(source.keyNumGather, source.keyTypeCode), adopted: false } : { store: taken, adopted: true };
}

function Message({ title, detail, action }: { title: string; detail: string; action?: ReactNode }): ReactNode {
  return (
    <section className="filing-details filing-details--message" role="alert">
      <h1 className="filing-details__message-title">{title}</h1>
      <p>{detail}</p>
      {action}
    </section>
  );
}

function Toolbar({ store, editable, onDialog, onEdit }: { store: FilingDetailsStore; editable: boolean; onDialog: (kind: FilingDialogKind) => void; onEdit?: () => void }): ReactNode {
  const { detail, pending } = useStore(store);
  const abilities = detail?.abilities;
  const act = (run: () => Promise<FilingOutcome>) => () => void run();
  return (
    <div className="filing-toolbar" role="toolbar" aria-label="操作">
      {editable ? (
        <>
          <Button disabled={pending} onClick={act(() => store.save())}>
            保存草稿
          </Button>
          <Button disabled={pending} onClick={act(() => store.check())}>
            数据检查
          </Button>
          <Button theme="solid" type="primary" loading={pending} onClick={act(() => store.report())}>
            上报
          </Button>
          {abilities?.delete === true ? (
            <Button type="danger" disabled={pending} onClick={() => onDialog('delete')}>
              删除草稿
            </Button>
          ) : null}
        </>
      ) : null}
      {onEdit === undefined ? null : <Button onClick={onEdit}>编辑</Button>}
      {abilities?.recall === true ? <Button disabled={pending} onClick={() => onDialog('recall')}>撤回</Button> : null}
      {abilities?.review === true ? (
        <>
          <Button theme="solid" type="primary" disabled={pending} onClick={() => onDialog('pass')}>
            审核通过
          </Button>
          <Button type="danger" disabled={pending} onClick={() => onDialog('return')}>
            退回
          </Button>
        </>
      ) : null}
      {abilities?.applyWithdrawal === true ? <Button disabled={pending} onClick={() => onDialog('applyWithdrawal')}>退卷申请</Button> : null}
      {abilities?.decideWithdrawal === true ? (
        <>
          <Button theme="solid" type="primary" disabled={pending} onClick={() => onDialog('approveWithdrawal')}>
            同意退卷
          </Button>
          <Button type="danger" disabled={pending} onClick={() => onDialog('refuseWithdrawal')}>
            拒绝退卷
          </Button>
        </>
      ) : null}
    </div>
  );
}

function submitOf(store: FilingDetailsStore, kind: FilingDialogKind): (text: string) => Promise<FilingOutcome> {
  switch (kind) {
    case 'delete':
      return () => store.remove();
    case 'pass':
      return (text) => store.review('pass', text);
    case 'return':
      return (text) => store.review('return', text);
    case 'applyWithdrawal':
      return (text) => store.applyWithdrawal(text);
    case 'approveWithdrawal':
      return () => store.decideWithdrawal(1);
    case 'refuseWithdrawal':
      return () => store.decideWithdrawal(2);
    case 'recall':
      return () => store.recall();
  }
}

/**
 * One filing: header, the steps the user may take now, the form (read-only unless this user may
 * edit it here), the history and the attachments. advance 0 opens an editable record for viewing.
 */
export function FilingDetailsView({ source, advance }: { source: FilingSource; advance: 0 | 1 | undefined }): ReactNode {
  const stores = useService(FilingDetailsStores);
  const [{ store, adopted }] = useState(() => createStore(stores, source));
  const state = useStore(store);
  const navigate = useNavigate();
  const tabs = useService(TabsStore);
  const { detail, loading, loadError, pending, banner, deleted, values, keyTypeCode, history } = state;
  const [tab, setTab] = useState<TabKey>('form');
  const [dialog, setDialog] = useState<FilingDialogKind | undefined>(undefined);
  const [viewing, setViewing] = useState(advance === 0);
  const problems = useMemo(() => problemsByField(store.problems(state)), [store, state]);

  useEffect(() => {
    // A store taken over from the new-filing page keeps what it shows (problems, a banner, a call
    // on its way); otherwise it is read again like any other.
    if (adopted) {
      const current = store.getValue();
      if (current.pending || current.dirty || current.banner !== undefined || current.serverProblems.length > 0) return;
    }
    if (source.kind === 'link') void store.loadByLink(source.key, source.paramType);
    else void store.load();
  }, [store, source, adopted]);

  // A new filing, once saved, moves to its own record's page (a reload or a revisit finds it there).
  const savedKey = source.kind === 'new' ? detail?.keyNumGather : undefined;
  useEffect(() => {
    if (savedKey === undefined) return;
    stores.handOver(store);
    void navigate(filingDetailsUrl('/toBeReported/details', { keyNumGather: savedKey, keyTypeCode }, 1), { replace: true });
    tabs.close(INITIATE_PATH);
  }, [savedKey, keyTypeCode, store, stores, navigate, tabs]);

  if (deleted) return <Message title="草稿已删除" detail="这条待上报记录已删除，可以关闭此页。" />;
  if (loadError !== undefined && detail === undefined) {
    if (loadError.status === 403) return <Message title="无权查看该备案记录" detail={`${loadError.message}。备案记录只对本辖区及上级单位开放。`} />;
    return <Message title="备案记录无法打开" detail={loadError.message} action={<Button onClick={() => void store.load()}>重试</Button>} />;
  }
  if (detail === undefined && source.kind !== 'new') {
    return (
      <section className="filing-details filing-details--message" role="status" aria-busy="true">
        <Spin /> 正在读取备案记录…
      </section>
    );
  }

  const mayEdit = detail === undefined || detail.abilities.edit;
  const editable = mayEdit && !viewing;
  const filesKey = detail?.keyNumGather;
  return (
    <section className="filing-details" aria-label="备案详情" aria-busy={loading || pending}>
      <FilingHeader detail={detail} typeCode={keyTypeCode} />
      <Toolbar store={store} editable={editable} onDialog={setDialog} {...(mayEdit && viewing ? { onEdit: () => setViewing(false) } : {})} />
      {banner === undefined ? null : (
        <Banner
          type={banner.kind === 'success' ? 'success' : banner.kind === 'stale' ? 'warning' : 'danger'}
          description={banner.message}
          onClose={() => store.dismissBanner()}
          className="filing-details__banner"
        >
          {banner.kind === 'stale' ? (
            <Button size="small" onClick={() => void store.load()}>
              重新加载
            </Button>
          ) : null}
        </Banner>
      )}
      <Tabs type="line" activeKey={tab} onChange={(key) => setTab(key as TabKey)} className="filing-details__tabs">
        <TabPane itemKey="form" tab="备案信息">
          <FilingForm typeCode={keyTypeCode} values={values} problems={problems} readOnly={!editable} onEdit={(f, v) => store.edit(f, v)} onBlur={(f) => store.blur(f)} />
        </TabPane>
        <TabPane itemKey="history" tab="历史记录">
          <FilingHistory history={history} />
        </TabPane>
        <TabPane itemKey="files" tab="附件材料">
          {filesKey === undefined ? <p className="filing-details__muted">保存草稿后可以上传附件。</p> : <FilesPanel filesKey={filesKey} readOnly={!editable} />}
        </TabPane>
      </Tabs>
      {dialog === undefined ? null : <FilingDialog key={dialog} kind={dialog} pending={pending} onSubmit={submitOf(store, dialog)} onClose={() => setDialog(undefined)} />}
    </section>
  );
}
