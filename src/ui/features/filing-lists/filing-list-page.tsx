import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import IconPlus from '@douyinfe/semi-icons/lib/es/icons/IconPlus';
import IllustrationNoContent from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNoContent';
import { FilingOpener, newFilingUrl } from '../../../app/filing/filing-list-open';
import { ALL_TYPES, isFilingSortField, listTypesOf, type FilingListType } from '../../../app/filing/filing-list.store';
import { FilingLists } from '../../../app/filing/filing-lists';
import { SessionStore } from '../../../app/session/session.store';
import type { FilingListPage as ListName } from '../../../domain/filing/detail-links';
import { FILING_TYPE_LABELS } from '../../../domain/filing/filing-types';
import { withinJurisdiction } from '../../../domain/filing/jurisdiction';
import { parseFilingQueryLink, type FilingQueryLink } from '../../../domain/filing/query-link';
import type { FilingRow } from '../../../ports/api/filing.dto';
import { Notifier } from '../../../ports/browser.port';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { ListEmpty } from '../../kit/list-empty';
import { SemiLocale } from '../../kit/semi-locale';
import { openRowProps } from '../process-box/open-row';
import { filingTableColumns } from './filing-list-columns';
import { FilingListFiltersForm } from './filing-list-filters';
import { filingListTexts as t } from './filing-list-texts';
import { useKeptScroll } from './use-kept-scroll';
import './filing-list-page.css';

const OPEN_FAILED_MS = 3000;

/** 备案查询 opens filtered by its address (the dashboard's statistics link here); a division outside the user's jurisdiction is ignored. */
function linkOf(list: ListName, search: string, userDivision: string): FilingQueryLink {
  if (list !== 'query') return {};
  const { divisionCode, ...link } = parseFilingQueryLink(search);
  return divisionCode !== undefined && withinJurisdiction(userDivision, divisionCode) ? { ...link, divisionCode } : link;
}

/**
 * One list of 备案管理 (SPEC section 2): the type switcher with counts, filters, server-side
 * sorting, paging 15/20/30/50, and a row that opens the record's details route by click or
 * Enter. It is a keep-alive page: hidden, it keeps its state; shown again, it reloads.
 */
export function FilingListPage({ list }: { list: ListName }): ReactNode {
  const lists = useService(FilingLists);
  const opener = useService(FilingOpener);
  const notifier = useService(Notifier);
  const navigate = useNavigate();
  const { search } = useLocation();
  const user = useStore(useService(SessionStore)).user;
  const store = lists.of(list);
  const types: readonly FilingListType[] = listTypesOf(list);
  const { query, rows, total, counts, loading, error, loaded } = useStore(store);
  // 待上报 never shows all types: its switcher does not offer them.
  const { typeCode } = query;
  const [opening, setOpening] = useState<string | undefined>(undefined);
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  useKeptScroll(section);
  const level = user?.level ?? '';
  const divisionCode = user?.divisionCode ?? '';

  // Runs on mount and each time the page cache shows the page again (Activity re-runs effects).
  useEffect(() => lists.show(list, linkOf(list, search, divisionCode)), [lists, list, search, divisionCode]);

  const open = async (row: FilingRow): Promise<void> => {
    if (opening !== undefined) return;
    setOpening(row.keyNumGather);
    const result = await opener.fromList(list, row, level);
    setOpening(undefined);
    if ('url' in result) navigate(result.url);
    else notifier.notify({ message: result.error, level: 'error', durationMs: OPEN_FAILED_MS });
  };

  const rowProps = (row?: FilingRow) =>
    row === undefined ? {} : openRowProps({ label: t.openRow(row.name), busy: opening === row.keyNumGather, onOpen: () => void open(row) });

  const emptyState = (
    <ListEmpty failed={error !== undefined} waiting={!loaded} loadingText={t.loading}>
      <Empty image={<IllustrationNoContent style={{ width: 120, height: 120 }} />} description={t.empty} />
    </ListEmpty>
  );

  return (
    <SemiLocale>
      <section ref={section} className="filing-list" aria-labelledby={headingId} data-list={list}>
        <div className="filing-list__header">
          <h1 id={headingId} className="filing-list__heading">
            {t.titles[list]}
          </h1>
          {list === 'toBeReported' && typeCode !== ALL_TYPES ? (
            <Button theme="solid" type="primary" icon={<IconPlus aria-hidden />} onClick={() => navigate(newFilingUrl(typeCode))}>
              {t.create}
            </Button>
          ) : null}
        </div>
        <RadioGroup
          type="button"
          buttonSize="middle"
          aria-label={t.typeSwitcher}
          className="filing-list__types"
          value={query.typeCode}
          onChange={(event) => {
            const value: unknown = event.target.value;
            const type = types.find((candidate) => candidate === value);
            if (type !== undefined && type !== query.typeCode) void store.switchType(type);
          }}
        >
          {types.map((code) => (
            <Radio key={code} value={code}>
              {code === ALL_TYPES ? t.allTypes : FILING_TYPE_LABELS[code]}
              {counts[code] === undefined ? null : <span className="filing-list__count">{counts[code]}</span>}
            </Radio>
          ))}
        </RadioGroup>
        <FilingListFiltersForm
          key={`${list}-${JSON.stringify(query.filters)}`}
          list={list}
          filters={query.filters}
          divisionCode={divisionCode}
          level={level}
          onSearch={(filters) => void store.filter(filters)}
          onReset={() => void store.reset()}
        />
        {error === undefined ? null : (
          <ReloadBanner message={t.loadFailed(error)} onReload={() => void store.load()} />
        )}
        <span className="filing-list__live" role="status">
          {opening === undefined ? '' : t.opening}
        </span>
        <Table<FilingRow>
          className="filing-list__table"
          rowKey="keyNumGather"
          columns={filingTableColumns(list, query, level, (row) => void open(row))}
          dataSource={[...rows]}
          loading={loading}
          pagination={false}
          empty={emptyState}
          onRow={rowProps}
          onChange={({ sorter }) => {
            if (sorter === undefined) return;
            const order = sorter.sortOrder === 'ascend' ? 'asc' : sorter.sortOrder === 'descend' ? 'desc' : undefined;
            void store.sort(isFilingSortField(sorter.dataIndex) ? sorter.dataIndex : undefined, order);
          }}
        />
        <ListPager total={total} pageIndex={query.pageIndex} pageSize={query.pageSize} onPage={(index) => void store.goTo(index)} onResize={(size) => void store.resize(size)} />
      </section>
    </SemiLocale>
  );
}
