import { describe, expect, it } from 'vitest';
import { superviseCreate, superviseDetail, superviseList, superviseUrge } from '../../../src/domain/affair/service/supervise';
import type { AffairBook, Directory } from '../../../src/domain/affair/service/types';
import { seedAffairBook } from '../../../src/demo/affairs';
import { generateDemoData } from '../../../src/demo/demo-data';

const demo = generateDemoData();
const dir: Directory = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const seeded = seedAffairBook(demo);
const AT = '2026-11-21T02:00:00.000Z';
/** An affair the county registered, now at the city (10004 took part, 10003 holds it). */
const atCity = seeded.affairs.find((s) => s.affair.registeredBy === '10004' && s.affair.task?.node === 'lsyd_ss' && s.affair.status === 'running');
const key = atCity?.affair.keyDigNumGather ?? '';
const body = { keyDigNumGather: key, supName: '用地审查督办', deadline: '2026-11-28', urgedUserId: '10003', content: '请尽快办理。' };

function must<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('supervision (督办)', () => {
  it('validates the name, the deadline, the urged person and the creator’s right to see the affair', () => {
    expect(superviseCreate(seeded, dir, '10004', { ...body, supName: ' ' }, AT)).toEqual({ ok: false, error: { status: 400, message: '请输入督办名称' } });
    expect(superviseCreate(seeded, dir, '10004', { ...body, supName: '督'.repeat(51) }, AT)).toMatchObject({ ok: false, error: { status: 400 } });
    expect(superviseCreate(seeded, dir, '10004', { ...body, deadline: '2026-11-20' }, AT)).toEqual({ ok: false, error: { status: 400, message: '办理期限不能早于今天' } });
    expect(superviseCreate(seeded, dir, '10004', { ...body, deadline: '2026/11/30' }, AT)).toMatchObject({ ok: false, error: { status: 400 } });
    expect(superviseCreate(seeded, dir, '10004', { ...body, urgedUserId: '99999' }, AT)).toEqual({ ok: false, error: { status: 400, message: '被督办人不存在' } });
    expect(superviseCreate(seeded, dir, '10312', body, AT)).toMatchObject({ ok: false, error: { status: 403 } });
    expect(superviseCreate(seeded, dir, '10004', { ...body, keyDigNumGather: 'SW0' }, AT)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('creates one the supervisor and the urged person see; it turns overdue once the deadline passes while the affair is open', () => {
    const made = must(superviseCreate(seeded, dir, '10004', body, AT));
    const book: AffairBook = made.book;
    expect(made.value).toMatchObject({ supName: '用地审查督办', supervisorName: '陈志强', urgedName: '王丽华', overdue: false, reminders: 0, affairStatusLabel: '在办' });
    const mine = must(superviseList(book, dir, '10003', { pageIndex: 1, pageSize: 15, supName: '用地审查' }, AT));
    expect(mine.rows.map((r) => r.id)).toContain(made.value.id);
    expect(must(superviseList(book, dir, '10312', { pageIndex: 1, pageSize: 15 }, AT)).total).toBe(0);
    expect(must(superviseDetail(book, dir, '10003', made.value.id, '2026-11-29T02:00:00.000Z')).overdue).toBe(true);
    expect(superviseDetail(book, dir, '10312', made.value.id, AT)).toMatchObject({ ok: false, error: { status: 403 } });
    const filtered = must(superviseList(book, dir, '10004', { pageIndex: 1, pageSize: 15, startTime: '2026-11-21', endTime: '2026-11-21' }, AT));
    expect(filtered.rows.map((r) => r.id)).toEqual([made.value.id]);
    expect(superviseList(book, dir, '10004', { pageIndex: 1, pageSize: 12 }, AT)).toMatchObject({ ok: false, error: { status: 400 } });
  });

  it('lets only the supervisor (or the admin) urge, logging who and when', () => {
    const made = must(superviseCreate(seeded, dir, '10004', body, AT));
    expect(superviseUrge(made.book, dir, '10003', made.value.id, '请抓紧。', AT)).toMatchObject({ ok: false, error: { status: 403 } });
    expect(superviseUrge(made.book, dir, '10004', made.value.id, ' ', AT)).toMatchObject({ ok: false, error: { status: 400 } });
    const urged = must(superviseUrge(made.book, dir, '10004', made.value.id, '请抓紧。', AT));
    expect(urged.value.reminderLog).toEqual([{ at: '2026-11-21 10:00', byName: '陈志强', text: '请抓紧。' }]);
    expect(urged.value.reminders).toBe(1);
  });

  it('tells each viewer of the details whether they may urge, by user id, as urging itself decides', () => {
    const made = must(superviseCreate(seeded, dir, '10004', body, AT));
    expect(made.value.mayUrge).toBe(true);
    const admin = demo.users.find((u) => u.userName === 'admin');
    if (admin === undefined) throw new Error('admin');
    for (const userId of ['10004', '10003', admin.userId]) {
      const detail = must(superviseDetail(made.book, dir, userId, made.value.id, AT));
      expect(detail.mayUrge).toBe(superviseUrge(made.book, dir, userId, made.value.id, '请抓紧。', AT).ok);
    }
    expect(must(superviseDetail(made.book, dir, '10003', made.value.id, AT)).mayUrge).toBe(false);
  });
});
