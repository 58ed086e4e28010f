import { describe, expect, it } from 'vitest';
import { resolveRoute, specRedirects, specRoutes } from '../../../src/ui/shell/spec-routes';

const menuRoutes = [
  { name: 'ToBeReportedSchedule', path: '/recordReport/toBeReported', component: 'recordReport/toBeReported/index', title: '待上报' },
];

describe('resolveRoute', () => {
  it.each([
    ['/index', 'Index', '首页'],
    ['/index/', 'Index', '首页'],
    ['/process/handle/details/K-2026-0001', 'AffairDetails', '事务详情'],
    ['/process/handle/supervise/42', 'SuperviseDetails', '督办详情'],
    ['/meeting/manager/detail/view/mk-7', 'MeetingDetail', '会议详情'],
    ['/recordReport/toBeReported', 'ToBeReportedSchedule', '待上报'],
  ])('%s is the tab %s titled %s', (path, name, title) => {
    expect(resolveRoute(path, menuRoutes)).toEqual({ name, title });
  });

  it.each(['/login', '/redirect/index', '/nowhere', '/process/handle/details'])('%s is no tab', (path) => {
    expect(resolveRoute(path, menuRoutes)).toBeUndefined();
  });

  it('names every fixed route once, so tab names and keep-alive names never collide', () => {
    const names = specRoutes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('redirects the meeting parents to their lists', () => {
    expect(specRedirects['/meeting/manager/register']).toBe('/meeting/manager/register/list');
    expect(resolveRoute(specRedirects['/meeting/manager/application'] ?? '', [])?.name).toBe('MeetingApplicationList');
  });
});
