import { actorOf, failure } from '../affair/service/directory';
import { addSupervision, createProblem } from '../affair/service/supervise';
import type { AffairBook, Changed, Directory } from '../affair/service/types';
import { LAND_SUPERVISE_FIELDS } from '../affair/supervision-form';
import type { SuperviseDetail } from '../affair/wire';
import { ok } from '../shared/result';
import { TEMPORARY_LAND_STATUS_LABELS } from '../temporary-land/status';
import { landRemindersOn, openLandSupervision, type ReminderCaller, type ReminderLand } from './land-reminders';
import { landReminderMessages as texts } from './land-reminder-messages';

/** 转督办's body: the land use and the supervision's fields (the 新建督办 form without the affair). */
export interface LandSuperviseBody {
  readonly id: string;
  readonly supName: string;
  readonly deadline: string;
  readonly urgedUserId: string;
  readonly content: string;
}

/**
 * 转督办: a supervision urging a temporary land use the caller is reminded of (`land`, found in the
 * caller's jurisdiction by the temporary land service). Refused with 409 when the land use is not
 * reminded (any more) or a supervision already urges it, with 400 for a field as 新建督办 refuses it.
 */
export function superviseLand(
  book: AffairBook,
  dir: Directory,
  caller: ReminderCaller,
  land: ReminderLand,
  body: LandSuperviseBody,
  at: string,
  today: number,
): Changed<SuperviseDetail> {
  const actor = actorOf(dir, caller.userId);
  if (!actor.ok) return actor;
  const [reminder] = landRemindersOn([land], caller.level, today);
  if (reminder === undefined) return failure(409, texts.notReminded);
  if (openLandSupervision(book.supervisions, land.id) !== undefined) return failure(409, texts.alreadySupervised);
  const fields = { keyDigNumGather: '', supName: body.supName, deadline: body.deadline, urgedUserId: body.urgedUserId, content: body.content };
  const problem = createProblem(dir, fields, at, LAND_SUPERVISE_FIELDS);
  if (problem !== undefined) return failure(400, problem);
  const status = TEMPORARY_LAND_STATUS_LABELS[reminder.situation.status];
  const temporaryLand = { id: land.id, projectName: land.projectName };
  return ok(addSupervision(book, dir, actor.value, { ...fields, temporaryLand }, at, (id) => (id === land.id ? status : undefined)));
}
