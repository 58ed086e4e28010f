import { useEffect, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { BookmarkToggleStore } from '../../app/favourites/bookmark-toggle.store';
import type { FavouriteType } from '../../domain/favourites/favourite-types';
import { useService } from '../di/container-context';
import { useStore } from '../hooks/use-store';

const texts = {
  bookmark: '收藏',
  unbookmark: '取消收藏',
} as const;

interface Props {
  readonly type: FavouriteType;
  readonly bookmarkId: string;
  /** How 我的收藏 opens the record again (bookmark-links.ts). */
  readonly keyTypeCode: string;
  /** The title 我的收藏 lists it under. */
  readonly title: string;
}

/** 收藏 / 取消收藏 of the record on the page; a refusal is told in a toast and the state stays as it was. */
export function BookmarkToggle({ type, bookmarkId, keyTypeCode, title }: Props): ReactNode {
  const store = useService(BookmarkToggleStore);
  const { target, bookmarked, toggling } = useStore(store);
  useEffect(() => void store.load({ type, bookmarkId, keyTypeCode }), [store, type, bookmarkId, keyTypeCode]);
  // Until the store holds this record, the state shown would be the previous page's.
  const current = target?.type === type && target.bookmarkId === bookmarkId;
  const toggle = async (): Promise<void> => {
    const refused = await store.toggle(title);
    if (refused !== undefined) Toast.error(refused);
  };
  return (
    <Button aria-pressed={current && bookmarked} loading={current && toggling} disabled={!current} onClick={() => void toggle()}>
      {current && bookmarked ? texts.unbookmark : texts.bookmark}
    </Button>
  );
}
