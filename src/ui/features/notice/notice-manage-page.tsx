import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import IconPlus from '@douyinfe/semi-icons/lib/es/icons/IconPlus';
import IllustrationNoContent from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNoContent';
import { NoticeDetailsStore } from '../../../app/notice/notice-details.store';
import { NoticeManageStore, type NoticeManageFilters } from '../../../app/notice/notice-manage.store';
import { NOTICE_CATEGORIES, NOTICE_STATUSES, noticeCategoryLabels, noticeStatusLabels } from '../../../domain/notice/notice-messages';
import type { NoticeManageRow } from '../../../domain/notice/notice-types';
import { noticeDetailsPath } from '../../../domain/search/sources';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { ListEmpty } from '../../kit/list-empty';
import { SemiLocale } from '../../kit/semi-locale';
import { NoticeConfirm, type NoticeConfirmRequest } from './notice-confirm';
import { noticeEditPath } from './notice-paths';
import { noticeTexts as t } from './notice-texts';
import './notice.css';

const ALL = 'all';
const statusOf = (value: unknown): NoticeManageFilters['status'] => NOTICE_STATUSES.find((s) => s === value);
const categoryOf = (value: unknown): NoticeManageFilters['category'] => NOTICE_CATEGORIES.find((c) => c === value);

/** 发布管理 (menu component notice/manage/index): the division's notices in every status, with the writer's actions. */
export default function NoticeManagePage(): ReactNode {
  const store = useService(NoticeManageStore);
  const details = useService(NoticeDetailsStore);
  const { filters, page, pageIndex, pageSize, loading, error, busy } = useStore(store);
  const [draft, setDraft] = useState<NoticeManageFilters>(filters);
  const [confirm, setConfirm] = useState<NoticeConfirmRequest | undefined>(undefined);
  const navigate = useNavigate();
  const location = useLocation();
  const ids = { heading: useId(), status: useId(), category: useId(), title: useId() };

  useEffect(() => {
    void store.load();
  }, [store]);

  const remember = (): void => details.rememberBackPath(`${location.pathname}${location.search}`);

  const actionsOf = (row: NoticeManageRow): ReactNode => {
    const running = busy.includes(row.id);
    const editable = row.status !== 'published';
    return (
      <div className="notice-manage__actions" role="group" aria-label={t.rowActions(row.title)}>
        {editable ? (
          <Button size="small" theme="borderless" disabled={running} onClick={() => void navigate(noticeEditPath(row.id))}>
            {t.edit}
          </Button>
        ) : null}
        {editable ? (
          <Button size="small" theme="borderless" disabled={running} onClick={() => void store.act(row, { kind: 'publish' })}>
            {t.publish}
          </Button>
        ) : (
          <Button size="small" theme="borderless" disabled={running} onClick={() => setConfirm({ title: t.withdraw, text: t.withdrawConfirm, run: () => store.act(row, { kind: 'withdraw' }) })}>
            {t.withdraw}
          </Button>
        )}
        <Button size="small" theme="borderless" disabled={running} onClick={() => void store.act(row, { kind: 'pin', pinned: !row.pinned })}>
          {row.pinned ? t.unpin : t.pin}
        </Button>
        {editable ? (
          <Button
            size="small"
            theme="borderless"
            type="danger"
            disabled={running}
            onClick={() => setConfirm({ title: t.remove, text: t.removeConfirm(row.title), run: () => store.act(row, { kind: 'remove' }) })}
          >
            {t.remove}
          </Button>
        ) : null}
        {row.status === 'draft' ? null : (
          <Link className="notice-manage__link" to={noticeDetailsPath(row.id)} onClick={remember}>
            {t.receipts}
          </Link>
        )}
      </div>
    );
  };

  const columns: ColumnProps<NoticeManageRow>[] = [
    { title: t.title, dataIndex: 'title', render: (title: string) => <span className="notice-manage__title">{title}</span> },
    { title: t.category, dataIndex: 'categoryLabel', width: 96 },
    { title: t.status, dataIndex: 'status', width: 90, render: (_: unknown, row: NoticeManageRow) => <Tag className={`notice-tag notice-status--${row.status}`}>{row.statusLabel}</Tag> },
    { title: t.scope, dataIndex: 'scopeName', width: 120 },
    { title: t.pinned, dataIndex: 'pinned', width: 70, render: (pinned: boolean) => (pinned ? t.yes : t.no) },
    { title: t.date, dataIndex: 'publishedAt', width: 150 },
    { title: t.readColumn, dataIndex: 'readCount', width: 120, render: (_: unknown, row: NoticeManageRow) => t.readRatio(row.readCount, row.readerCount) },
    { title: t.actions, dataIndex: 'id', width: 300, render: (_: unknown, row: NoticeManageRow) => actionsOf(row) },
  ];

  return (
    <SemiLocale>
      <section className="notice-page" aria-labelledby={ids.heading}>
        <h1 id={ids.heading} className="notice-list__heading">
          {t.manageTitle}
        </h1>
        <form
          className="notice-manage__filter"
          onSubmit={(event) => {
            event.preventDefault();
            void store.filter(draft);
          }}
        >
          <label id={ids.status}>{t.status}</label>
          <Select
            aria-labelledby={ids.status}
            className="notice-manage__select"
            value={draft.status ?? ALL}
            optionList={[{ value: ALL, label: t.all }, ...NOTICE_STATUSES.map((value) => ({ value, label: noticeStatusLabels[value] }))]}
            onChange={(value) => setDraft((current) => ({ ...current, status: statusOf(value) }))}
          />
          <label id={ids.category}>{t.category}</label>
          <Select
            aria-labelledby={ids.category}
            className="notice-manage__select"
            value={draft.category ?? ALL}
            optionList={[{ value: ALL, label: t.all }, ...NOTICE_CATEGORIES.map((value) => ({ value, label: noticeCategoryLabels[value] }))]}
            onChange={(value) => setDraft((current) => ({ ...current, category: categoryOf(value) }))}
          />
          <label htmlFor={ids.title}>{t.title}</label>
          <Input id={ids.title} className="notice-manage__input" value={draft.title ?? ''} placeholder={t.titlePlaceholder} showClear onChange={(title) => setDraft((current) => ({ ...current, title }))} />
          <Button theme="solid" type="primary" htmlType="submit">
            {t.search}
          </Button>
          <Button
            onClick={() => {
              setDraft({});
              void store.filter({});
            }}
          >
            {t.reset}
          </Button>
          <span className="notice-manage__spacer" />
          <Button theme="solid" type="secondary" icon={<IconPlus aria-hidden />} onClick={() => void navigate(noticeEditPath())}>
            {t.create}
          </Button>
        </form>
        {error ? <ReloadBanner message={t.listFailed} onReload={() => void store.load()} /> : null}
        <Table<NoticeManageRow>
          rowKey="id"
          columns={columns}
          dataSource={[...(page?.rows ?? [])]}
          loading={loading}
          pagination={false}
          empty={
            <ListEmpty failed={error} waiting={page === undefined} loadingText={t.loading}>
              <Empty image={<IllustrationNoContent className="notice-page__illustration" />} description={t.empty} />
            </ListEmpty>
          }
        />
        {page !== undefined && page.total > 0 ? (
          <ListPager total={page.total} pageIndex={pageIndex} pageSize={pageSize} onPage={(index) => void store.goTo(index)} onResize={(size) => void store.resize(size)} />
        ) : null}
        <NoticeConfirm request={confirm} onClose={() => setConfirm(undefined)} />
      </section>
    </SemiLocale>
  );
}
