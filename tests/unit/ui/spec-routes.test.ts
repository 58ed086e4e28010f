import { describe, expect, it } from 'vitest';
import { viewRegistry } from '../../../src/ui/router/view-registry';
import { resolveRoute, specRedirects, specRoutes } from '../../../src/ui/shell/spec-routes';
import { specViews } from '../../../src/ui/shell/spec-views';

/**
 * The fixed routes of SPEC section 2's table, with sample parameters, and the administration and
 * demo pages its notes name. /, /redirect, /login, /logout and /qrcode are the router's own.
 */
const SPEC_FIXED_ROUTES = [
  '/index',
  '/search',
  '/home/profile',
  '/collect',
  '/guide',
  '/myoffice',
  '/survey',
  '/setting/user',
  '/setting/system',
  '/initiate/details',
  '/toBeReported/details',
  '/rollBack/details',
  '/reported/details',
  '/query/details',
  '/query/toBeReviewedDetail',
  '/special',
  '/notice/details',
  '/temporaryLand/details',
  '/process/handle/details/K-2026-0001',
  '/process/handle/supervise/42',
  '/office/secretary/editMessage',
  '/office/secretary/messageDetail',
  '/office/secretary/pdfread',
  '/meeting/manager/register/form',
  '/meeting/manager/application/form',
  '/meeting/manager/register/list',
  '/meeting/manager/application/list',
  '/meeting/manager/detail/view/mk-7',
  '/document/post/draft',
  '/document/receive/register',
  '/op/accept/register',
  '/op/handle/details/7',
  '/tz/secretary/list/3',
  '/tz/secretary/departmentDetail/3',
  '/tz/secretary/manulDetail',
  '/archive/manage/out',
  '/archive/manage/contrast',
  '/archive/manage/in',
  '/archive/manage/newCatalogIn',
  '/archive/manage/newCatalogOut',
  '/archive/manage/preview',
  '/archive/manage/registerDetail',
  '/archive/manage/retrievalDetail',
  '/demo/upload',
] as const;

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

  // A fixed route without a registered view would reach no page: the 功能建设中 page is kept for
  // menu components the server names and the product does not know (dynamic-route.tsx).
  it.each(SPEC_FIXED_ROUTES)('%s has a page of its own', (path) => {
    const name = resolveRoute(path, [])?.name;
    expect(name, path).toBeDefined();
    const view = name === 'Index' ? viewRegistry.index : specViews[name ?? ''];
    expect(view, `${path} (${name ?? '?'})`).toBeDefined();
  });

  it('gives every fixed route a view, so none is left without a page', () => {
    expect(specRoutes.filter((route) => route.name !== 'Index' && !Object.hasOwn(specViews, route.name)).map((route) => route.pattern)).toEqual([]);
  });

  it('redirects the meeting parents to their lists', () => {
    expect(specRedirects['/meeting/manager/register']).toBe('/meeting/manager/register/list');
    expect(resolveRoute(specRedirects['/meeting/manager/application'] ?? '', [])?.name).toBe('MeetingApplicationList');
  });
});
