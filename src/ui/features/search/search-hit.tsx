import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { SEARCH_KIND_LABELS, type SearchHit, type SearchKind } from '../../../domain/search/search-types';
import { HighlightedText } from './highlighted-text';

type TagColour = 'blue' | 'green' | 'orange';
const KIND_COLOURS: Readonly<Record<SearchKind, TagColour>> = { affair: 'orange', filing: 'green', notice: 'blue' };

/** One result: kind, linked title and snippet with the matches marked, and the date. */
export function SearchHitItem({ hit, onOpen }: { hit: SearchHit; onOpen: (hit: SearchHit) => void }): ReactNode {
  return (
    <li className="search-hit">
      <div className="search-hit__head">
        <Tag size="small" color={KIND_COLOURS[hit.kind]} className="search-hit__kind">
          {SEARCH_KIND_LABELS[hit.kind]}
        </Tag>
        <Link className="search-hit__title" to={hit.path} onClick={() => onOpen(hit)}>
          <HighlightedText text={hit.title} ranges={hit.titleHighlights} />
        </Link>
        <span className="search-hit__date">{hit.date}</span>
      </div>
      {hit.snippet.length === 0 ? null : (
        <p className="search-hit__snippet">
          <HighlightedText text={hit.snippet} ranges={hit.snippetHighlights} />
        </p>
      )}
    </li>
  );
}
