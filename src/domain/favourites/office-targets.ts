import type { AffairBook } from '../affair/service/types';
import { caseReach } from '../case/case-service';
import type { CaseBook } from '../case/case-types';
import type { Directory } from '../directory/directory';
import { postReach } from '../document/post-service';
import type { PostBook } from '../document/post-view';
import { receiptReach, type ReceiptBook } from '../document/receipt-service';
import { firstHolding, type TargetLookup } from './bookmark-targets';

/** The records 公文 and 案件 bookmarks point at, as a backend (or the demo seed) holds them. */
export interface OfficeRecords {
  readonly dir: Directory;
  readonly receipts: ReceiptBook;
  readonly posts: PostBook;
  readonly cases: CaseBook;
  /** Whoever an affair of a receipt or post names may open it too, so the affairs are part of the judgement. */
  readonly affairs: AffairBook;
}

/**
 * The type 2 and type 3 lookups of bookmarkTargets, judged by the receipt, post and case services
 * themselves, so the backends and the seeded bookmarks agree on who may open what.
 */
export function officeTargets(records: OfficeRecords, userId: string, at: string): { readonly documents: TargetLookup; readonly cases: TargetLookup } {
  const receiptCall = { dir: records.dir, userId, at, receipts: records.receipts, affairs: records.affairs };
  const postCall = { ...receiptCall, posts: records.posts };
  return {
    documents: firstHolding(
      (id) => receiptReach(receiptCall, id),
      (id) => postReach(postCall, id),
    ),
    cases: (id) => caseReach({ dir: records.dir, userId, cases: records.cases }, id),
  };
}
