import { superviseDetailsUrl } from '../affair/details-link';
import { noLandStatus, ownSupervisions, type LandStatusOf } from '../affair/service/supervise';
import type { AffairBook, Directory } from '../affair/service/types';
import { OVERDUE_LABEL, SUPERVISION_ROLE_LABELS } from './dashboard-messages';
import type { SupervisionItem } from './dashboard-types';
import { type PageOf, pageOf } from '../shared/paging';

/** Overdue first (red at the top), then the nearest deadline, then the id. */
export const bySupervisionUrgency = (a: SupervisionItem, b: SupervisionItem): number =>
  Number(b.overdue) - Number(a.overdue) || (a.deadline === b.deadline ? a.id.localeCompare(b.id) : a.deadline < b.deadline ? -1 : 1);

/**
 * 督办 (GET /api/todo/feature/list/:pageIndex/:pageSize): what the user set or must answer, read by
 * the supervision service (overdue as its list judges it: deadline before today in Beijing and
 * the affair not finished), each opening its details page as the 督办事项 list does.
 */
export function supervisionItems(
  book: AffairBook,
  dir: Directory,
  userId: string,
  pageIndex: number,
  pageSize: number,
  at: string,
  landStatus: LandStatusOf = noLandStatus,
): PageOf<SupervisionItem> {
  const items = ownSupervisions(book, dir, userId, at, landStatus).map(
    ({ role, row }): SupervisionItem => ({
      id: row.id,
      title: row.supName,
      role,
      roleLabel: SUPERVISION_ROLE_LABELS[role],
      deadline: row.deadline,
      overdue: row.overdue,
      statusLabel: row.overdue ? OVERDUE_LABEL : row.affairStatusLabel,
      url: superviseDetailsUrl(row.id, row.keyNumGather),
    }),
  );
  return pageOf(items.sort(bySupervisionUrgency), pageIndex, pageSize);
}
