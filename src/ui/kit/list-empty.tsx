import type { ReactNode } from 'react';

interface Props {
  /** A load failed and its banner stands. */
  readonly failed: boolean;
  /** The first page is still on its way. */
  readonly waiting: boolean;
  /** What the table says while it waits. */
  readonly loadingText: string;
  /** The list's own 暂无数据. */
  readonly children: ReactNode;
}

/**
 * What a list's table shows without rows. Nothing while a load failure's banner stands: a list
 * that failed to load knows nothing of its rows, and 暂无数据 would say there are none. Give it
 * to the table as an element, never null, which Semi would replace with its own 暂无数据.
 */
export function ListEmpty({ failed, waiting, loadingText, children }: Props): ReactNode {
  if (failed) return null;
  if (waiting) return <span aria-busy="true">{loadingText}</span>;
  return children;
}
