import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import IllustrationNoContent from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNoContent';
import { AffairOpener } from '../../../app/process/box-open';
import { BoxLists } from '../../../app/process/box-lists';
import { isBoxSortField } from '../../../app/process/box-list.store';
import type { BoxRow, BoxType } from '../../../ports/api/process.dto';
import { Notifier } from '../../../ports/browser.port';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListPager } from '../../kit/list-pager';
import { PageLoading } from '../../router/page-loading';
import { ReloadBanner } from '../../kit/reload-banner';
import { ListEmpty } from '../../kit/list-empty';
import { SemiLocale } from '../../kit/semi-locale';
import { boxTableColumns } from './box-columns';
import { openRowProps } from './open-row';
import { processBoxTexts as t } from './process-box-texts';
import './box-page.css';

// Only 条件查询 filters by date, so the date picker stays out of the other five boxes' chunks.
const BoxConditionForm = lazy(() => import('./box-condition-form').then((module) => ({ default: module.BoxConditionForm })));

const CONDITION_BOX: BoxType = 6;
const OPEN_FAILED_MS = 3000;

/**
 * One affair box (SPEC section 4) for the six menu pages: the server's columns, a title search
 * (the condition box: a filter form), server-side sorting, paging 15/20/30/50, and a row that
 * opens the affair's details (SPEC section 2) by click or Enter.
 */
export function BoxPage({ boxType }: { boxType: BoxType }): ReactNode {
  const lists = useService(BoxLists);
  const opener = useService(AffairOpener);
  const notifier = useService(Notifier);
  const navigate = useNavigate();
  const store = lists.of(boxType);
  const { query, columns, rows, total, loading, error, loaded } = useStore(store);
  const [title, setTitle] = useState(query.title);
  const [opening, setOpening] = useState<string | undefined>(undefined);
  const headingId = useId();

  useEffect(() => lists.show(boxType), [lists, boxType]);

  const open = async (row: BoxRow): Promise<void> => {
    if (opening !== undefined) return;
    setOpening(row.keyDigNumGather);
    const result = await opener.fromBox(row.keyDigNumGather, boxType);
    setOpening(undefined);
    if ('url' in result) navigate(result.url);
    else notifier.notify({ message: result.error, level: 'error', durationMs: OPEN_FAILED_MS });
  };

  const rowProps = (row?: BoxRow) =>
    row === undefined ? {} : openRowProps({ label: t.openRow(row.title), busy: opening === row.keyDigNumGather, onOpen: () => void open(row) });

  const emptyState = (
    <ListEmpty failed={error !== undefined} waiting={!loaded} loadingText={t.loading}>
      <Empty image={<IllustrationNoContent style={{ width: 120, height: 120 }} />} description={t.empty} />
    </ListEmpty>
  );

  return (
    <SemiLocale>
      <section className="box-page" aria-labelledby={headingId}>
        <h1 id={headingId} className="box-page__heading">
          {t.titles[boxType]}
        </h1>
        {boxType === CONDITION_BOX ? (
          <Suspense fallback={<PageLoading />}>
            <BoxConditionForm query={query} onSearch={(filters, text) => void store.filter(filters, text)} onReset={() => void store.reset()} />
          </Suspense>
        ) : (
          <form
            className="box-page__search"
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              void store.search(title);
            }}
          >
            <Input
              aria-label={t.searchLabel}
              className="box-page__search-input"
              prefix={<IconSearch aria-hidden />}
              placeholder={t.searchPlaceholder}
              value={title}
              showClear
              onChange={setTitle}
              onClear={() => void store.search('')}
            />
            <Button theme="solid" type="primary" htmlType="submit">
              {t.search}
            </Button>
          </form>
        )}
        {error === undefined ? null : (
          <ReloadBanner message={t.loadFailed(error)} onReload={() => void store.load()} />
        )}
        <span className="box-page__live" role="status">
          {opening === undefined ? '' : t.opening}
        </span>
        {columns.length === 0 ? (
          // The columns come with the rows: a table without them has a header row with no cells.
          <div className="box-page__table">{emptyState}</div>
        ) : (
          <Table<BoxRow>
            className="box-page__table"
            rowKey="keyDigNumGather"
            columns={boxTableColumns(columns, query, (row) => void open(row))}
            dataSource={[...rows]}
            loading={loading}
            pagination={false}
            empty={emptyState}
            onRow={rowProps}
            onChange={({ sorter }) => {
              if (sorter === undefined) return;
              const order = sorter.sortOrder === 'ascend' ? 'asc' : sorter.sortOrder === 'descend' ? 'desc' : undefined;
              void store.sort(isBoxSortField(sorter.dataIndex) ? sorter.dataIndex : undefined, order);
            }}
          />
        )}
        <ListPager total={total} pageIndex={query.pageIndex} pageSize={query.pageSize} onPage={(index) => void store.goTo(index)} onResize={(size) => void store.resize(size)} />
      </section>
    </SemiLocale>
  );
}
