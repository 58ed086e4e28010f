import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewSidebar } from '../../src/ui/shell/sidebar/new-sidebar';
import { OldSidebar } from '../../src/ui/shell/sidebar/old-sidebar';
import { otherSystemGroups, parseOtherSystemUrls } from '../../src/ui/shell/sidebar/other-systems';
import { iconForSegment, DefaultMenuIcon } from '../../src/ui/shell/sidebar/menu-icons';
import { oldSidebarGroups, sidebarGroups } from '../../src/domain/menu/sidebar';
import type { ReactNode } from 'react';
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { MenuCountsStore } from '../../src/app/menu/menu-counts.store';
import { SessionStore } from '../../src/app/session/session.store';
import { buildMenus } from '../../src/demo/menus';
import { ROLE_KEYS } from '../../src/demo/roles';
import type { MenuCount, NoticeCounts } from '../../src/ports/api/todo.dto';
import { TodoApi } from '../../src/ports/todo.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { createHarness, type Harness } from '../unit/app/fakes';

class FakeTodo implements TodoApi {
  counts: MenuCount[] = [];
  error: Error | undefined;
  async menuCounts(): Promise<MenuCount[]> {
    if (this.error !== undefined) throw this.error;
    return this.counts;
  }
  async boxCounts(): Promise<NoticeCounts> {
    return { noticeCount: 0, todoCount: 0, backCount: 0 };
  }
}

interface ShellHarness extends Harness {
  todo: FakeTodo;
}

/** The app harness with a fake TodoApi and the counts store, signed in with the demo county menu. */
async function signedInHarness(configure: (todo: FakeTodo) => void = () => undefined): Promise<ShellHarness> {
  const h = createHarness();
  const todo = new FakeTodo();
  configure(todo);
  const { container } = h;
  if (container.isBound(TodoApi)) container.unbindSync(TodoApi);
  container.bind(TodoApi).toConstantValue(todo);
  if (!container.isBound(MenuCountsStore)) container.bind(MenuCountsStore).toSelf().inSingletonScope();
  h.auth.menu = [...(buildMenus()[ROLE_KEYS.county] ?? [])];
  await container.get(SessionStore).login({ username: 'county', password: 'County@2026', captcha: '1', remember: false });
  return { ...h, todo };
}

function LocationProbe(): ReactNode {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderInShell(h: Harness, element: ReactNode, path = '/index') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <ContainerProvider container={h.container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const settle = () => act(async () => undefined);

describe('sidebar model', () => {
  it('keeps only the six SPEC names for the old style, in menu order, with absolute child paths', () => {
    const menu = buildMenus()[ROLE_KEYS.county] ?? [];
    expect(oldSidebarGroups(menu).map((group) => group.title)).toEqual([
      '通知公告管理',
      '备案管理',
      '备案统计分析',
      '专题图',
      '临时用地及建设踏勘',
      '专项统计',
    ]);
    const record = sidebarGroups(menu).find((group) => group.title === '备案管理');
    expect(record?.items.map((item) => item.path)).toContain('/recordReport/toBeReported');
  });

  it('picks icons by the first path segment, with a default', () => {
    expect(iconForSegment('notice')).not.toBe(DefaultMenuIcon);
    expect(iconForSegment('nothing-known')).toBe(DefaultMenuIcon);
    expect(iconForSegment('constructor')).toBe(DefaultMenuIcon);
  });

  it('reads the other systems configuration defensively', () => {
    expect(parseOtherSystemUrls(undefined)).toEqual({});
    expect(parseOtherSystemUrls('{not json')).toEqual({});
    expect(parseOtherSystemUrls('[1]')).toEqual({});
    expect(parseOtherSystemUrls('{"landPriceMap":"https://example.cn/dj","urbanDesign":"javascript:alert(1)","unknown":"https://x.cn"}')).toEqual({
      landPriceMap: 'https://example.cn/dj',
    });
    const groups = otherSystemGroups({});
    expect(groups.map((group) => group.title)).toEqual(['调查监测', '确权登记', '权益管理', '规划管理']);
    expect(groups.flatMap((group) => group.systems).every((system) => system.url === undefined)).toBe(true);
  });
});

describe('OldSidebar', () => {
  it('shows the user, 首页 and only the six menus, not 我的事务 or 系统管理', async () => {
    const h = await signedInHarness();
    renderInShell(h, <OldSidebar />);
    await settle();
    const nav = screen.getByRole('navigation', { name: '侧边导航' });
    expect(within(nav).getByText('陈县')).toBeTruthy();
    expect(within(nav).getByText('用途管制股')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/index');
    expect(within(nav).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    const tops = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(tops).toEqual(['通知公告管理', '备案管理', '备案统计分析', '专题图', '临时用地及建设踏勘', '专项统计']);
    expect(within(nav).queryByText('我的事务')).toBeNull();
    expect(within(nav).queryByText('系统管理')).toBeNull();
  });

  it('shows 99+ for a count of 100 and no badge for 0', async () => {
    const h = await signedInHarness((todo) => {
      todo.counts = [
        { menuId: 2101, count: 100 },
        { menuId: 2102, count: 0 },
        { menuId: 2103, count: 5 },
      ];
    });
    renderInShell(h, <OldSidebar />, '/recordReport/reported');
    await waitFor(() => expect(screen.getByText('99+')).toBeTruthy());
    const reported = screen.getByRole('link', { name: '已上报' });
    expect(reported.textContent).toBe('已上报');
    expect(reported.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /待上报/ }).textContent).toBe('待上报99+');
    expect(screen.getByRole('link', { name: /备案查询/ }).textContent).toBe('备案查询5');
  });

  it('opens a submenu with the keyboard-operable button and navigates on a child click', async () => {
    const h = await signedInHarness();
    renderInShell(h, <OldSidebar />);
    await settle();
    const analysis = screen.getByRole('button', { name: '备案统计分析' });
    expect(analysis.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: '区域统计' })).toBeNull();
    fireEvent.click(analysis);
    expect(analysis.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: '区域统计' }));
    await waitFor(() => expect(location()).toBe('/analysis/district'));
    expect(screen.getByRole('link', { name: '区域统计' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows 设置菜单数据出错 when the counts fail, and the menu still works', async () => {
    const h = await signedInHarness((todo) => {
      todo.error = new Error('offline');
    });
    renderInShell(h, <OldSidebar />);
    await waitFor(() => expect(h.notices).toContainEqual({ message: '设置菜单数据出错', level: 'error', durationMs: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: '专项统计' }));
    fireEvent.click(screen.getByRole('link', { name: '农房建设统计' }));
    await waitFor(() => expect(location()).toBe('/special/buildHouse'));
  });
});

describe('NewSidebar', () => {
  it('shows a column of first-level icons, including 我的事务 but not 系统管理', async () => {
    const h = await signedInHarness();
    renderInShell(h, <NewSidebar systems={otherSystemGroups({})} />);
    await settle();
    const rail = screen.getByRole('list', { name: '一级菜单' });
    const names = within(rail)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['通知公告管理', '备案管理', '备案统计分析', '专题图', '临时用地及建设踏勘', '专项统计', '我的事务', '个人秘书', '会议管理', '档案管理', '台账管理', '案件管理']);
    for (const button of within(rail).getAllByRole('button')) expect(button.querySelector('svg')).not.toBeNull();
    expect(within(rail).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/index');
  });

  it('selecting a first-level entry shows its children, which navigate', async () => {
    const h = await signedInHarness((todo) => {
      todo.counts = [{ menuId: 2601, count: 120 }];
    });
    renderInShell(h, <NewSidebar systems={otherSystemGroups({})} />);
    await settle();
    const process = screen.getByRole('button', { name: '我的事务' });
    fireEvent.click(process);
    expect(process.getAttribute('aria-pressed')).toBe('true');
    const panel = screen.getByRole('region', { name: '我的事务' });
    expect(within(panel).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/process/todo',
      '/process/done',
      '/process/finish',
      '/process/query',
      '/process/invalid',
      '/process/condition',
      '/process/register',
      '/process/supervise',
    ]);
    await waitFor(() => expect(within(panel).getByText('99+')).toBeTruthy());
    fireEvent.click(within(panel).getByRole('link', { name: /已办事务/ }));
    await waitFor(() => expect(location()).toBe('/process/done'));
  });

  it('selects the entry of the current page at first', async () => {
    const h = await signedInHarness();
    renderInShell(h, <NewSidebar systems={otherSystemGroups({})} />, '/onemap/record');
    await settle();
    expect(screen.getByRole('button', { name: '专题图' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: '备案专题图' }).getAttribute('aria-current')).toBe('page');
  });

  it('the collapse toggle switches between mini and expanded', async () => {
    const h = await signedInHarness();
    const { container } = renderInShell(h, <NewSidebar systems={otherSystemGroups({})} />);
    await settle();
    const toggle = screen.getByRole('button', { name: '折叠菜单' });
    const nav = container.querySelector('nav') as HTMLElement;
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(nav.classList.contains('is-expanded')).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(nav.classList.contains('is-mini')).toBe(true);
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(toggle);
    expect(nav.classList.contains('is-expanded')).toBe(true);
    expect(screen.getByRole('region')).toBeTruthy();
  });

  it('the 应用 flyout lists the four groups; unconfigured entries are disabled, configured ones open a new tab', async () => {
    const h = await signedInHarness();
    renderInShell(h, <NewSidebar systems={otherSystemGroups({ landPriceMap: 'https://example.cn/dj' })} />);
    await settle();
    const apps = screen.getByRole('button', { name: '应用' });
    expect(apps.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(apps);
    expect(apps.getAttribute('aria-expanded')).toBe('true');
    const flyout = screen.getByRole('dialog', { name: '其他系统' });
    expect(within(flyout).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['调查监测', '确权登记', '权益管理', '规划管理']);
    const appraisal = within(flyout).getByRole('button', { name: '资产评估与核算' }) as HTMLButtonElement;
    expect(appraisal.disabled).toBe(true);
    expect(appraisal.parentElement?.tagName).toBe('SPAN');
    expect(within(flyout).getAllByText('未配置访问地址').length).toBeGreaterThan(0);
    const landPrice = within(flyout).getByRole('link', { name: /地价图/ });
    expect(landPrice.getAttribute('href')).toBe('https://example.cn/dj');
    expect(landPrice.getAttribute('target')).toBe('_blank');
    expect(landPrice.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '其他系统' })).toBeNull();
  });

  it('shows 设置菜单数据出错 when the counts fail, and the menu still works', async () => {
    const h = await signedInHarness((todo) => {
      todo.error = new Error('offline');
    });
    renderInShell(h, <NewSidebar systems={otherSystemGroups({})} />);
    await waitFor(() => expect(h.notices.map((notice) => notice.message)).toContain('设置菜单数据出错'));
    fireEvent.click(screen.getByRole('button', { name: '备案管理' }));
    fireEvent.click(screen.getByRole('link', { name: '待上报' }));
    await waitFor(() => expect(location()).toBe('/recordReport/toBeReported'));
  });
});
