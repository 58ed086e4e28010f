import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { CollectStore, type CollectFilter } from '../../../app/collect/collect.store';
import { FAVOURITE_TYPES, favouriteTypeLabel, isFavouriteType, type FavouriteType } from '../../../domain/favourites/favourite-types';
import type { Favourite } from '../../../ports/api/bookmark.dto';
import { bookmarkPath } from '../../../domain/favourites/bookmark-links';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { Dialog } from '../../kit/dialog';
import { DialogFooter } from '../../kit/dialog-footer';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { ListEmpty } from '../../kit/list-empty';
import { openedFrom } from '../../kit/opened-from';
import { SemiLocale } from '../../kit/semi-locale';
import { collectTexts as t } from './collect-texts';
import './collect-page.css';

type TagColour = 'blue' | 'green' | 'red' | 'orange';
const TYPE_COLOURS: Readonly<Record<FavouriteType, TagColour>> = { 1: 'blue', 2: 'green', 3: 'red', 4: 'orange' };

const ALL_KEY = 'all';
const toFilter = (key: string): CollectFilter => {
  const type = Number(key);
  return isFavouriteType(type) ? type : 'all';
};

/** /collect (我的收藏): the signed-in user's bookmarks with a type filter, paging, and single and batch cancel. */
export default function CollectPage(): ReactNode {
  const store = useService(CollectStore);
  const { query, rows, total, groups, selected, loading, error, loaded } = useStore(store);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { pathname, search } = useLocation();

  useEffect(() => {
    void store.open();
  }, [store]);

  const tabs = useMemo(() => {
    const countOf = (type: FavouriteType): number | undefined => groups.find((group) => group.type === type)?.count;
    const all = groups.length === 0 ? undefined : groups.reduce((sum, group) => sum + group.count, 0);
    const label = (text: string, count: number | undefined): string => (count === undefined ? text : t.withCount(text, count));
    return [
      { itemKey: ALL_KEY, tab: label(t.all, all) },
      ...FAVOURITE_TYPES.map((type) => ({ itemKey: String(type), tab: label(favouriteTypeLabel(type), countOf(type)) })),
    ];
  }, [groups]);

  const columns = useMemo(
    () => [
      {
        title: t.type,
        dataIndex: 'type',
        width: 110,
        render: (type: number) => (
          <Tag size="small" color={isFavouriteType(type) ? TYPE_COLOURS[type] : 'blue'}>
            {favouriteTypeLabel(type)}
          </Tag>
        ),
      },
      {
        title: t.name,
        dataIndex: 'title',
        // A title opens its screen where one is known (SPEC section 2, bookmark-links.ts); otherwise it is
        // plain text rather than a link to nowhere.
        render: (title: string, row: Favourite) => {
          const path = bookmarkPath(row);
          return path === undefined ? (
            <span className="collect-page__title-cell">{title}</span>
          ) : (
            // The page opened may go back here with 返回 (通知公告详情 does).
            <Link className="collect-page__title-cell" to={path} state={openedFrom({ pathname, search })}>
              {title}
            </Link>
          );
        },
      },
      {
        title: t.date,
        dataIndex: 'date',
        width: 190,
        render: (date: string) => <span className="collect-page__date">{date}</span>,
      },
      {
        title: t.actions,
        dataIndex: 'id',
        width: 120,
        render: (_id: string, row: Favourite) => (
          <Button theme="borderless" size="small" aria-label={`${t.cancel} ${row.title}`} onClick={() => void store.cancel(row)}>
            {t.cancel}
          </Button>
        ),
      },
    ],
    [store, pathname, search],
  );

  const confirmBatch = async (): Promise<void> => {
    setCancelling(true);
    await store.cancelSelected();
    setCancelling(false);
    setConfirming(false);
  };

  return (
    <SemiLocale>
      <section className="collect-page" aria-labelledby="collect-page-title">
        <h1 id="collect-page-title" className="collect-page__title">
          {t.title}
        </h1>
        <div className="collect-page__toolbar">
          {/* A filter, not tabs with panels: a radio group says so and points at nothing that is missing. */}
          <RadioGroup
            type="button"
            buttonSize="middle"
            aria-label={t.typeFilter}
            value={query.type === 'all' ? ALL_KEY : String(query.type)}
            onChange={(event) => void store.filter(toFilter(String(event.target.value)))}
          >
            {tabs.map((tab) => (
              <Radio key={tab.itemKey} value={tab.itemKey}>
                {tab.tab}
              </Radio>
            ))}
          </RadioGroup>
          <div>
            {selected.length === 0 ? null : <span className="collect-page__selected">{t.selectedCount(selected.length)}</span>}
            <Button type="danger" disabled={selected.length === 0} onClick={() => setConfirming(true)}>
              {t.batchCancel}
            </Button>
          </div>
        </div>
        {error ? <ReloadBanner message={t.loadFailed} onReload={() => void store.load()} /> : null}
        <Table<Favourite>
          className="collect-page__table"
          rowKey="id"
          columns={columns}
          dataSource={[...rows]}
          loading={loading}
          pagination={false}
          empty={
            <ListEmpty failed={error} waiting={!loaded} loadingText={t.loading}>
              {t.empty}
            </ListEmpty>
          }
          rowSelection={{
            selectedRowKeys: [...selected],
            onChange: (keys) => store.select((keys ?? []).map(String)),
            getCheckboxProps: (row: Favourite) => ({ 'aria-label': t.select(row.title) }),
          }}
        />
        <ListPager total={total} pageIndex={query.pageIndex} pageSize={query.pageSize} onPage={(index) => void store.goTo(index)} onResize={(size) => void store.resize(size)} />
        <Dialog
          title={t.confirmTitle}
          visible={confirming}
          onCancel={() => setConfirming(false)}
          footer={<DialogFooter okText={t.ok} onOk={() => void confirmBatch()} cancelText={t.dismiss} onCancel={() => setConfirming(false)} loading={cancelling} />}
        >
          {t.confirmBatch(selected.length)}
        </Dialog>
      </section>
    </SemiLocale>
  );
}
