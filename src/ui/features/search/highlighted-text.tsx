import type { ReactNode } from 'react';
import { segmentsOf } from '../../../domain/search/highlight';
import type { HighlightRange } from '../../../domain/search/search-types';

/** A text with its matches in <mark>, built from ranges as React nodes: no HTML is ever parsed. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly HighlightRange[] }): ReactNode {
  return segmentsOf(text, ranges).map((segment, index) =>
    segment.marked ? (
      <mark key={index} className="search-mark">
        {segment.text}
      </mark>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  );
}
