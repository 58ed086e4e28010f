import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import Tree from '@douyinfe/semi-ui-19/lib/es/tree';
import type { TreeNodeData } from '@douyinfe/semi-ui-19/lib/es/tree/interface';
import { UserAdminStore } from '../../../app/admin/user-admin.store';
import { SessionStore } from '../../../app/session/session.store';
import { messageOf } from '../../../app/shared/failure-reading';
import { listPageSize } from '../../../app/shared/list-page-size';
import type { AdminUserRow } from '../../../domain/admin/admin-types';
import { jurisdictionTree, type DivisionNode } from '../../../domain/directory/division-tree';
import { Notifier } from '../../../ports/browser.port';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListEmpty } from '../../kit/list-empty';
import { ListPager } from '../../kit/list-pager';
import { SemiLocale } from '../../kit/semi-locale';
import { UserActions } from './admin-user-actions';
import { CreateUserDialog, OneFieldDialog } from './admin-user-dialogs';
import { adminTexts as t } from './admin-texts';
import './admin.css';

const NOTICE_MS = 3000;

/** Semi's tree wants mutable nodes. */
const toTreeData = (nodes: readonly DivisionNode[]): TreeNodeData[] => nodes.map((node) => ({ key: node.key, value: node.value, label: node.label, ...(node.children === undefined ? {} : { children: toTreeData(node.children) }) }));

type Dialog = { kind: 'create' } | { kind: 'password' | 'role'; row: AdminUserRow } | undefined;

/** 用户管理 (/setting/user): the division tree on the left, its users on the right, and the administrator's changes. */
export default function UserAdminPage(): ReactNode {
  const store = useService(UserAdminStore);
  const notifier = useService(Notifier);
  const { page, loading, error, options, optionsError, query } = useStore(store);
  const ownId = useStore(useService(SessionStore)).user?.userId;
  const [text, setText] = useState('');
  const [dialog, setDialog] = useState<Dialog>(undefined);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const divisionCode = query?.divisionCode;
  const pageSize = query?.pageSize ?? listPageSize();

  useEffect(() => {
    void store.loadOptions();
    void store.load({ pageIndex: 1, pageSize: listPageSize() });
  }, [store]);

  const tree = useMemo(() => (options === undefined ? [] : toTreeData(jurisdictionTree(options.divisions, options.divisions.find((d) => d.parentCode === undefined)?.code ?? ''))), [options]);

  const act = async (label: string, row: AdminUserRow, run: () => Promise<AdminUserRow>): Promise<void> => {
    if (busy.has(row.userId)) return;
    setBusy((current) => new Set(current).add(row.userId));
    try {
      await run();
      notifier.notify({ message: t.done(label, row.userName), level: 'success', durationMs: NOTICE_MS });
    } catch (failure) {
      notifier.notify({ message: messageOf(failure, label), level: 'warning', durationMs: NOTICE_MS });
      void store.reload();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(row.userId);
        return next;
      });
    }
  };

  // Fixed widths that add up to the list's share of a 1366 px screen; the department, the widest
  // text, takes the rest and, like the other texts, ends in … with the whole of it as its title.
  const columns: ColumnProps<AdminUserRow>[] = [
    { title: t.columns.userName, dataIndex: 'userName', width: 104, ellipsis: true },
    { title: t.columns.nickName, dataIndex: 'nickName', width: 92, ellipsis: true },
    { title: t.columns.division, dataIndex: 'divisionName', width: 76, ellipsis: true },
    { title: t.columns.dept, dataIndex: 'deptName', ellipsis: true },
    { title: t.columns.phone, dataIndex: 'phone', width: 108 },
    { title: t.columns.role, dataIndex: 'roleName', width: 104, ellipsis: true },
    {
      title: t.columns.status,
      dataIndex: 'disabled',
      width: 76,
      render: (_value: boolean, row: AdminUserRow) => (
        <span className="admin-status">
          {row.disabled ? <Tag color="grey">{t.disabled}</Tag> : <Tag color="green">{t.enabled}</Tag>}
          {row.locked ? <Tag color="red">{t.locked}</Tag> : null}
        </span>
      ),
    },
    {
      title: t.columns.actions,
      dataIndex: 'userId',
      width: 136,
      render: (_id: string, row: AdminUserRow) => {
        const target = { userId: row.userId, version: row.version };
        return (
          <UserActions
            row={row}
            own={row.userId === ownId}
            busy={busy.has(row.userId)}
            onToggle={() => void act(row.disabled ? t.enable : t.disable, row, () => store.setDisabled(target, !row.disabled))}
            onUnlock={() => void act(t.unlock, row, () => store.unlock(target))}
            onResetPassword={() => setDialog({ kind: 'password', row })}
            onAssignRole={() => setDialog({ kind: 'role', row })}
          />
        );
      },
    },
  ];

  const load = (changes: { divisionCode?: string | undefined; text?: string; pageIndex?: number; pageSize?: number }): void => {
    void store.load({ divisionCode, text: text.trim() === '' ? undefined : text.trim(), pageIndex: 1, pageSize, ...changes });
  };

  return (
    <SemiLocale>
      <section className="admin-page admin-users" aria-label={t.usersHeading}>
        <h1 className="admin-page__heading">{t.usersHeading}</h1>
        <div className="admin-users__body">
          <nav className="admin-users__tree" aria-label={t.divisions}>
            {optionsError !== undefined ? (
              <div role="alert">{optionsError}</div>
            ) : options === undefined ? (
              <span className="admin-users__tree-wait" aria-busy="true">
                {t.loading}
              </span>
            ) : (
              // Drawn once the divisions are there: the province opens on its cities only on a tree's first render.
              <Tree treeData={tree} defaultExpandedKeys={tree.map((node) => String(node.key))} value={divisionCode} onSelect={(key) => load({ divisionCode: key })} />
            )}
          </nav>
          <div className="admin-users__list">
            <form
              className="admin-toolbar"
              onSubmit={(event) => {
                event.preventDefault();
                load({});
              }}
            >
              <Input value={text} onChange={setText} placeholder={t.searchPlaceholder} aria-label={t.searchPlaceholder} style={{ width: 220 }} />
              <Button htmlType="submit">{t.search}</Button>
              <Button theme="solid" type="primary" disabled={options === undefined} onClick={() => setDialog({ kind: 'create' })}>
                {t.create}
              </Button>
            </form>
            {error === undefined ? null : (
              <div className="admin-error" role="alert">
                {error}
              </div>
            )}
            <Table<AdminUserRow>
              className="admin-users__table"
              rowKey="userId"
              columns={columns}
              dataSource={page?.rows ?? []}
              pagination={false}
              loading={loading}
              empty={<ListEmpty failed={error !== undefined} waiting={page === undefined} loadingText={t.loading}>{t.empty}</ListEmpty>}
            />
            {page === undefined ? null : <ListPager total={page.total} pageIndex={page.pageIndex} pageSize={page.pageSize} onPage={(pageIndex) => load({ pageIndex })} onResize={(size) => load({ pageSize: size })} />}
          </div>
        </div>
        {dialog?.kind === 'create' && options !== undefined ? (
          <CreateUserDialog
            options={options}
            onClose={() => setDialog(undefined)}
            onCreate={async (draft) => {
              const row = await store.create(draft);
              setDialog(undefined);
              notifier.notify({ message: t.done(t.create, row.userName), level: 'success', durationMs: NOTICE_MS });
              void store.reload();
            }}
          />
        ) : null}
        {dialog?.kind === 'password' ? (
          <OneFieldDialog
            title={`${t.resetPassword}：${dialog.row.userName}`}
            label={t.resetPassword}
            kind="password"
            onClose={() => setDialog(undefined)}
            onSave={async (password) => {
              await store.resetPassword({ userId: dialog.row.userId, version: dialog.row.version }, password);
              setDialog(undefined);
              notifier.notify({ message: t.done(t.resetPassword, dialog.row.userName), level: 'success', durationMs: NOTICE_MS });
            }}
          />
        ) : null}
        {dialog?.kind === 'role' ? (
          <OneFieldDialog
            title={`${t.assignRole}：${dialog.row.userName}`}
            label={t.columns.role}
            kind="choice"
            choices={(options?.roles ?? []).map((r) => ({ value: r.roleKey, label: r.roleName }))}
            onClose={() => setDialog(undefined)}
            onSave={async (roleKey) => {
              await store.assignRole({ userId: dialog.row.userId, version: dialog.row.version }, roleKey);
              setDialog(undefined);
              notifier.notify({ message: t.done(t.assignRole, dialog.row.userName), level: 'success', durationMs: NOTICE_MS });
            }}
          />
        ) : null}
      </section>
    </SemiLocale>
  );
}
