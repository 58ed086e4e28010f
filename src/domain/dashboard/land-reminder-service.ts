import type { AffairBook, Changed, Directory } from '../affair/service/types';
import type { SuperviseDetail } from '../affair/wire';
import { divisionName, divisionOf } from '../filing/service/access';
import type { FilingBook, FilingServed } from '../filing/service/types';
import { ok } from '../shared/result';
import type { TemporaryLandBook } from '../temporary-land/land-types';
import { landsWithin, todayOf, visibleLand, type Land, type LandCall } from '../temporary-land/service/land-access';
import { landReminderItems, type LandReminderItem, type ReminderCaller, type ReminderLand } from './land-reminders';
import { superviseLand, type LandSuperviseBody } from './land-supervision';
import { type PageOf, pageOf } from '../shared/paging';

/** What the reminders read and 转督办 changes: the same on the mock server and the memory backend. */
export interface ReminderSources {
  readonly affairs: AffairBook;
  readonly filings: FilingBook;
  readonly lands: TemporaryLandBook;
  readonly dir: Directory;
}

const reminderLandOf = (land: Land, dir: Directory): ReminderLand => ({
  id: land.filing.keyNumGather,
  projectName: land.data.projectName,
  term: land.term,
  history: land.stored.history,
  divisionCode: land.filing.divisionCode,
  divisionName: divisionName(dir, land.filing.divisionCode),
});

const landCallOf = (sources: ReminderSources, caller: ReminderCaller, at: string): LandCall => ({ filings: sources.filings, lands: sources.lands, dir: sources.dir, userId: caller.userId, at });

/** GET /api/op/temporaryLand/reminders: the reminders of the land uses in the caller's jurisdiction, one page. */
export function landRemindersFor(sources: ReminderSources, caller: ReminderCaller, pageIndex: number, pageSize: number, at: string): FilingServed<PageOf<LandReminderItem>> {
  const division = divisionOf(sources.dir, caller.userId);
  if (!division.ok) return division;
  const lands = landsWithin(landCallOf(sources, caller, at), division.value).map((land) => reminderLandOf(land, sources.dir));
  return ok(pageOf(landReminderItems(lands, sources.affairs.supervisions, sources.dir, caller, todayOf(at)), pageIndex, pageSize));
}

/** POST /api/op/temporaryLand/supervise: 转督办, on a land use found as the temporary land pages find it (404 none, 403 another jurisdiction). */
export function superviseRemindedLand(sources: ReminderSources, caller: ReminderCaller, body: LandSuperviseBody, at: string): Changed<SuperviseDetail> {
  const division = divisionOf(sources.dir, caller.userId);
  if (!division.ok) return division;
  const land = visibleLand(landCallOf(sources, caller, at), division.value, body.id);
  if (!land.ok) return land;
  return superviseLand(sources.affairs, sources.dir, caller, reminderLandOf(land.value, sources.dir), body, at, todayOf(at));
}
