import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { countVisit, mostUsed, MOST_USED_COUNT, type UserVisits } from '../../src/domain/dashboard/visits';

const PATHS = ['/process/todo', '/process/done', '/notice/list', '/recordReport/query', '/recordReport/reported', '/analysis/district', '/onemap/record', '/special/farmland', '/temporaryLand/list', '/process/supervise'];
const pages: ReadonlyMap<string, string> = new Map(PATHS.map((path, index) => [path, `页面${index}`]));

/** A stream of navigations: menu pages and a few that are not pages, at few distinct instants so ties happen. */
const navigations = fc.array(
  fc.record({ path: fc.constantFrom(...PATHS, '/process/handle/details/SW1', '/nowhere'), minute: fc.integer({ min: 0, max: 5 }) }),
  { maxLength: 120 },
);

const instant = (minute: number): string => `2026-11-26T0${minute}:00:00.000Z`;

function replay(steps: readonly { path: string; minute: number }[]): UserVisits {
  let visits: UserVisits = {};
  for (const { path, minute } of [...steps].sort((a, b) => a.minute - b.minute)) visits = countVisit(visits, pages, path, instant(minute)) ?? visits;
  return visits;
}

describe('常用功能: counting visits and the most used pages', () => {
  test.prop([navigations])('the top pages are a plain sort of every counted page (count, latest visit, path), cut at 8', (steps) => {
    const ordered = [...steps].sort((a, b) => a.minute - b.minute);
    const plain = new Map<string, { count: number; last: number }>();
    for (const { path, minute } of ordered) {
      if (!pages.has(path)) continue;
      plain.set(path, { count: (plain.get(path)?.count ?? 0) + 1, last: minute });
    }
    const expected = [...plain.entries()]
      .sort(([pa, a], [pb, b]) => b.count - a.count || b.last - a.last || pa.localeCompare(pb))
      .slice(0, MOST_USED_COUNT)
      .map(([path, { count }]) => ({ path, title: pages.get(path), count }));
    expect(mostUsed(replay(steps), pages)).toEqual(expected);
  });

  test.prop([navigations])('counts only menu pages, and replaces only the visited entry', (steps) => {
    const visits = replay(steps);
    expect(Object.keys(visits).every((path) => pages.has(path))).toBe(true);
    const before = { ...visits };
    const after = countVisit(visits, pages, '/process/todo', instant(9));
    for (const [path, visit] of Object.entries(before)) if (path !== '/process/todo') expect(after?.[path]).toBe(visit);
    expect(countVisit(visits, pages, '/process/handle/details/SW1', instant(9))).toBeUndefined();
  });

  test.prop([navigations])('a page dropped from the menu leaves 常用功能', (steps) => {
    const visits = replay(steps);
    const fewer = new Map([...pages].filter(([path]) => path !== '/notice/list'));
    expect(mostUsed(visits, fewer).some((page) => page.path === '/notice/list')).toBe(false);
  });
});
