import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import type { SectionState } from '../../../app/office/my-office.store';
import { ReloadBanner } from '../../kit/reload-banner';
import { officeTexts as t } from './office-texts';

/** One row of a section: a link to the record's existing details page. */
export interface OfficeRow {
  readonly key: string;
  readonly href: string;
  readonly title: string;
  readonly meta: string;
  /** A short tag before the title (发文, 收文, 未回复…). */
  readonly tag?: string;
}

/** One list of a section: its count, its first rows and the list page behind 查看全部. */
export interface OfficeList {
  readonly key: string;
  readonly count: string;
  readonly rows: readonly OfficeRow[];
  readonly allHref: string;
  readonly allLabel: string;
}

interface Props<T> {
  readonly id: string;
  readonly title: string;
  readonly state: SectionState<T>;
  /** The section's counts and lists once loaded. */
  readonly lists: (data: T) => readonly OfficeList[];
  readonly onReload: () => void;
}

function ListView({ list }: { readonly list: OfficeList }): ReactNode {
  return (
    <div className="office-list">
      <div className="office-list__head">
        <span className="office-list__count" data-testid={`office-count-${list.key}`}>
          {list.count}
        </span>
        <Link to={list.allHref} aria-label={`${t.viewAll}${list.allLabel}`}>
          {t.viewAll}
        </Link>
      </div>
      {list.rows.length === 0 ? (
        <p className="office-list__empty">{t.empty}</p>
      ) : (
        <ul className="office-list__rows" aria-label={t.rowsLabel(list.allLabel)}>
          {list.rows.map((row) => (
            <li key={row.key} className="office-list__row">
              {row.tag === undefined ? null : <span className="office-list__tag">{row.tag}</span>}
              <Link className="office-list__title" to={row.href}>
                {row.title}
              </Link>
              <span className="office-list__meta">{row.meta}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A card of 我的办公 with its own loading, error (重新加载) and empty states. */
export function OfficeSection<T>({ id, title, state, lists, onReload }: Props<T>): ReactNode {
  const headingId = `office-${id}`;
  return (
    <section className="office-section" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <h2 id={headingId} className="office-section__heading">
        {title}
      </h2>
      {state.status === 'loading' ? (
        <div role="status" className="office-section__status">
          <Spin /> {t.loading}
        </div>
      ) : state.status === 'error' ? (
        <ReloadBanner message={state.message} onReload={onReload} />
      ) : (
        lists(state.data).map((list) => <ListView key={list.key} list={list} />)
      )}
    </section>
  );
}
