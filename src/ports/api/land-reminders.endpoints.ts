import type { SuperviseDetail } from '../../domain/affair/wire';
import type { LandReminderItem } from '../../domain/dashboard/land-reminders';
import type { LandSuperviseBody } from '../../domain/dashboard/land-supervision';
import type { Page } from './page.dto';

/** 临时用地 reminders on 业务 and 转督办 (issue 16): ours, SPEC section 7 names no such call. */
export interface LandReminderEndpoints {
  /** The caller's land uses near their term's end or late with reclamation, most urgent first. */
  'GET /api/op/temporaryLand/reminders': { query: { pageIndex: number; pageSize: number }; data: Page<LandReminderItem> };
  /** 转督办: a supervision urging one reminded land use; a second while one is open is 409. */
  'POST /api/op/temporaryLand/supervise': { body: LandSuperviseBody; data: SuperviseDetail };
}
