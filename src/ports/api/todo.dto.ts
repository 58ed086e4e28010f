import type { MenuCount } from '../../domain/session/session';

export type { MenuCount };

/** SPEC section 3, notice counts (GET /api/op/statistical/box/count/info). */
export interface NoticeCounts {
  readonly noticeCount: number;
  readonly todoCount: number;
  readonly backCount: number;
}
