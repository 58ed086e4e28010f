import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import IllustrationNoContent from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNoContent';
import { NoticeDetailsStore } from '../../../app/notice/notice-details.store';
import { SearchStore } from '../../../app/search/search.store';
import { isSearchKindFilter } from '../../../domain/search/search-query';
import { SEARCH_KINDS, SEARCH_KIND_LABELS, SEARCH_TEXT_MAX, type SearchCounts, type SearchHit } from '../../../domain/search/search-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListPager } from '../../kit/list-pager';
import { SemiLocale } from '../../kit/semi-locale';
import { searchPath } from '../../shell/top-bar/top-bar';
import { SearchHitItem } from './search-hit';
import { searchTexts as t } from './search-texts';
import './search-page.css';

const ALL = 'all';

function tabsOf(counts: SearchCounts | undefined): { itemKey: string; tab: string }[] {
  const label = (text: string, count: number | undefined): string => (count === undefined ? text : t.withCount(text, count));
  return [{ itemKey: ALL, tab: label(t.all, counts?.all) }, ...SEARCH_KINDS.map((kind) => ({ itemKey: kind, tab: label(SEARCH_KIND_LABELS[kind], counts?.[kind]) }))];
}

/** /search?txt= (SPEC section 2): the hits across affairs, filings and notices, matches marked, each opening its page. */
export default function SearchPage(): ReactNode {
  const store = useService(SearchStore);
  const noticeDetails = useService(NoticeDetailsStore);
  const { request, page, loading, error } = useStore(store);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const txt = (params.get('txt') ?? '').trim();
  const [text, setText] = useState(txt);
  const headingId = useId();

  // A new address (the top bar searched again) puts its text in the box, replacing what was typed.
  const [shownTxt, setShownTxt] = useState(txt);
  if (shownTxt !== txt) {
    setShownTxt(txt);
    setText(txt);
  }

  useEffect(() => {
    void store.open(txt);
  }, [store, txt]);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const path = searchPath(text);
    if (path === undefined) return;
    if (text.trim() === txt) void store.retry();
    else void navigate(path);
  };

  const open = (hit: SearchHit): void => {
    if (hit.kind === 'notice') noticeDetails.rememberBackPath(`${location.pathname}${location.search}`);
  };

  const shown = page !== undefined && page.rows.length > 0;
  const emptyText = txt.length === 0 ? t.enterText : t.noResults(txt);

  return (
    <SemiLocale>
      <section className="search-page" aria-labelledby={headingId}>
        <h1 id={headingId} className="search-page__heading">
          {t.title}
        </h1>
        <form className="search-page__form" role="search" onSubmit={submit}>
          <Input
            aria-label={t.inputLabel}
            className="search-page__input"
            prefix={<IconSearch aria-hidden />}
            placeholder={t.placeholder}
            value={text}
            maxLength={SEARCH_TEXT_MAX}
            showClear
            onChange={setText}
          />
          <Button theme="solid" type="primary" htmlType="submit">
            {t.search}
          </Button>
        </form>
        {/* A filter, not tabs with panels: a radio group says so and points at nothing that is missing. */}
        <RadioGroup
          type="button"
          buttonSize="middle"
          aria-label={t.kindFilter}
          className="search-page__tabs"
          value={request.kind}
          onChange={(event) => {
            const key: unknown = event.target.value;
            if (typeof key === 'string' && isSearchKindFilter(key)) void store.filter(key);
          }}
        >
          {tabsOf(page?.counts).map((tab) => (
            <Radio key={tab.itemKey} value={tab.itemKey}>
              {tab.tab}
            </Radio>
          ))}
        </RadioGroup>
        {error ? (
          <Banner
            className="search-page__error"
            type="danger"
            closeIcon={null}
            description={
              <span className="search-page__error-text" role="alert">
                {t.failed}
                <Button size="small" onClick={() => void store.retry()}>
                  {t.retry}
                </Button>
              </span>
            }
          />
        ) : null}
        <Spin spinning={loading} tip={t.loading}>
          {shown ? (
            <>
              <p className="search-page__summary">{t.summary(txt, page.total)}</p>
              <ol className="search-page__hits" aria-label={t.resultsLabel} aria-busy={loading}>
                {page.rows.map((hit) => (
                  <SearchHitItem key={`${hit.kind}:${hit.id}`} hit={hit} onOpen={open} />
                ))}
              </ol>
            </>
          ) : loading && page === undefined ? (
            <div className="search-page__placeholder" aria-busy="true" />
          ) : (
            <Empty className="search-page__empty" image={<IllustrationNoContent style={{ width: 120, height: 120 }} />} title={t.empty} description={emptyText} />
          )}
        </Spin>
        {page !== undefined && page.total > 0 ? (
          <ListPager showTotal={false} total={page.total} pageIndex={request.pageIndex} pageSize={request.pageSize} onPage={(index) => void store.goTo(index)} onResize={(size) => void store.resize(size)} />
        ) : null}
      </section>
    </SemiLocale>
  );
}
