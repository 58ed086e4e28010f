import { archiveEditUrl } from '../archive/archive-links';
import type { BoxType } from '../affair/wire';
import { caseEventUrl } from '../case/case-links';
import { ledgerOpenUrl } from '../ledger/ledger-open';
import type { AutoExtract } from '../ledger/ledger-types';

/**
 * SPEC section 2, the detail-opening events besides the process details and meeting ones, as the
 * server pushes them to a signed-in session. Each names its record, a title and a line of text
 * for the notification; where it opens is the area's rule.
 */

/** op: a case. Source launch opens the case detail straight away; any other has its parameters fetched by id and box type first. */
export interface CaseEvent {
  readonly type: 'op';
  /** The case's id, or its affair's keyDigNumGather: the parameters call knows both. */
  readonly id: string;
  readonly boxType?: BoxType;
  readonly source: string;
  /** The case's files key, sent with a launch event so that nothing needs fetching. */
  readonly filesKey?: string;
  readonly title: string;
  readonly text: string;
}

/** tz: a ledger instance; a manual ledger opens its list page, an auto one the department detail. */
export interface LedgerEvent {
  readonly type: 'tz';
  readonly ledgerId: string;
  readonly isAutoExtract: AutoExtract;
  readonly instanceKey: string;
  readonly title: string;
  readonly text: string;
}

/** archive: an archive record; it opens the record's edit page. */
export interface ArchiveEvent {
  readonly type: 'archive';
  readonly moduleKey: string;
  readonly title: string;
  readonly text: string;
}

export type DetailEvent = CaseEvent | LedgerEvent | ArchiveEvent;
export const DETAIL_EVENT_TYPES: readonly DetailEvent['type'][] = ['op', 'tz', 'archive'];

/** Someone to tell, by push, that something of theirs needs them. */
export interface DetailNotice {
  readonly userId: string;
  readonly event: DetailEvent;
}

/** The in-app address a detail event opens (SPEC section 2). */
export function detailEventUrl(event: DetailEvent): string {
  switch (event.type) {
    case 'op':
      return caseEventUrl(event);
    case 'tz':
      return ledgerOpenUrl({ id: event.ledgerId, isAutoExtract: event.isAutoExtract }, event.instanceKey);
    case 'archive':
      return archiveEditUrl(event.moduleKey);
  }
}
