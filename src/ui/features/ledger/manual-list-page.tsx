import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { ManualListStore } from '../../../app/ledger/manual-list.store';
import { headOf } from '../../../domain/ledger/ledger-manual-excel';
import type { ImportReport, ManualRowView } from '../../../domain/ledger/ledger-form-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { CenteredMessage } from '../../kit/centered-message';
import { ConfirmDialog } from '../../kit/confirm-dialog';
import { saveBlob } from '../../kit/files/save-blob';
import { ListEmpty } from '../../kit/list-empty';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { designerUrl, detailUrl, listAddressOf, listUrl } from './manual-address';
import { useFieldChoices } from './manual-choices';
import { ManualImportReport } from './manual-import-report';
import { ManualRowDialog } from './manual-row-dialog';
import { manualTexts } from './manual-texts';
import './manual-ledger.css';

const t = manualTexts.list;

/** /tz/secretary/list/{id}: a manual ledger's rows, entered by its designed form, with the template, import and export. */
export default function ManualListPage(): ReactNode {
  const { id: formId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const address = useMemo(() => listAddressOf(location.search), [location.search]);
  const store = useService(ManualListStore);
  const { design, page, loading, error, refused } = useStore(store);
  const choices = useFieldChoices(design?.fields);
  // What is typed belongs to the address it was typed on: another address starts from its own keyword.
  const [typed, setTyped] = useState({ on: address.keyword, text: address.keyword });
  const keyword = typed.on === address.keyword ? typed.text : address.keyword;
  const setKeyword = (text: string): void => setTyped({ on: address.keyword, text });
  const [editing, setEditing] = useState<{ readonly instanceId: string | undefined } | undefined>(undefined);
  const [report, setReport] = useState<ImportReport | undefined>(undefined);
  const [removing, setRemoving] = useState<ManualRowView | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const working = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => void store.load({ formId, pageIndex: address.pageIndex, pageSize: address.pageSize, ...(address.keyword === '' ? {} : { keyword: address.keyword }) }), [store, formId, address]);

  const search = (): void => void navigate(listUrl(formId, { ...address, keyword: keyword.trim(), pageIndex: 1 }));

  /** One file call at a time: a double click never downloads or imports twice. */
  const once = async (work: () => Promise<void>): Promise<void> => {
    if (working.current) return;
    working.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      working.current = false;
      setBusy(false);
    }
  };
  const download = (make: () => ReturnType<ManualListStore['template']>): Promise<void> =>
    once(async () => {
      const outcome = await make();
      if (outcome.ok) saveBlob(outcome.value.blob, outcome.value.fileName);
      else Toast.error(outcome.message);
    });
  const importFile = (file: File): Promise<void> =>
    once(async () => {
      const outcome = await store.importFile(formId, file);
      if (outcome.ok) setReport(outcome.value);
      else Toast.error(outcome.message);
    });
  const remove = async (row: ManualRowView): Promise<void> => {
    const problem = await store.remove(row);
    if (problem === undefined) Toast.success(t.removed);
    else Toast.error(problem);
  };

  if (refused !== undefined) return <CenteredMessage title={t.refusedTitle} detail={refused} />;
  const editedRow = editing?.instanceId === undefined ? undefined : page?.rows.find((r) => r.instanceId === editing.instanceId);
  const columns = [
    ...(design?.fields ?? []).map((field) => ({ title: headOf(field), dataIndex: `texts.${field.key}`, render: (_: unknown, row: ManualRowView) => row.texts[field.key] ?? '' })),
    { title: t.division, dataIndex: 'divisionName' },
    {
      title: t.actions,
      dataIndex: 'actions',
      render: (_: unknown, row: ManualRowView) => (
        <span className="manual-ledger__row-actions">
          <Link to={detailUrl(row.formId, row.instanceId)}>{t.view}</Link>
          <Button theme="borderless" size="small" onClick={() => setEditing({ instanceId: row.instanceId })}>
            {t.edit}
          </Button>
          <Button theme="borderless" type="danger" size="small" onClick={() => setRemoving(row)}>
            {t.remove}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <main className="manual-ledger" aria-labelledby="manual-ledger-title">
      <h1 id="manual-ledger-title" className="manual-ledger__title">
        {design?.title ?? manualTexts.loading}
      </h1>
      <form
        className="manual-ledger__tools"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <label className="manual-ledger__inline">
          <span>{t.keyword}</span>
          <Input aria-label={t.keyword} value={keyword} maxLength={50} onChange={setKeyword} />
        </label>
        <Button onClick={search}>{t.search}</Button>
        <span className="manual-ledger__spacer" />
        <Button type="primary" theme="solid" disabled={design === undefined} onClick={() => setEditing({ instanceId: undefined })}>
          {t.add}
        </Button>
        <Button disabled={design === undefined || busy} onClick={() => void download(() => store.template(formId))}>
          {t.template}
        </Button>
        <Button disabled={design === undefined || busy} onClick={() => fileInput.current?.click()}>
          {t.import}
        </Button>
        <input
          ref={fileInput}
          className="manual-ledger__file"
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label={t.importFile}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file !== undefined) void importFile(file);
          }}
        />
        <Button disabled={design === undefined || busy} onClick={() => void download(() => store.exportRows(formId, address.keyword === '' ? undefined : address.keyword))}>
          {t.export}
        </Button>
        <Link className="manual-ledger__link" to={designerUrl(formId)}>
          {t.design}
        </Link>
      </form>
      {error === undefined ? null : <ReloadBanner message={error} onReload={() => void store.reload()} />}
      <Table
        rowKey="instanceId"
        columns={columns}
        dataSource={page?.rows ?? []}
        pagination={false}
        empty={
          <ListEmpty failed={error !== undefined} waiting={page === undefined && loading} loadingText={manualTexts.loading}>
            {manualTexts.empty}
          </ListEmpty>
        }
      />
      {page === undefined || page.total === 0 ? null : (
        <ListPager
          total={page.total}
          pageIndex={address.pageIndex}
          pageSize={address.pageSize}
          onPage={(pageIndex) => void navigate(listUrl(formId, { ...address, pageIndex }))}
          onResize={(pageSize) => void navigate(listUrl(formId, { ...address, pageSize, pageIndex: 1 }))}
        />
      )}
      {editing === undefined || design === undefined || (editing.instanceId !== undefined && editedRow === undefined) ? null : (
        <ManualRowDialog
          key={editing.instanceId ?? 'new'}
          design={design}
          row={editedRow}
          choices={choices}
          onClose={() => setEditing(undefined)}
          onReload={() => void store.reload()}
          onSaved={() => {
            setEditing(undefined);
            Toast.success(manualTexts.form.saved);
            void store.reload();
          }}
        />
      )}
      {removing === undefined ? null : (
        <ConfirmDialog
          title={t.removeTitle}
          message={t.removeConfirm}
          okText={t.remove}
          cancelText={manualTexts.form.cancel}
          danger
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(undefined)}
        />
      )}
      {report === undefined ? null : <ManualImportReport report={report} onClose={() => setReport(undefined)} />}
    </main>
  );
}
