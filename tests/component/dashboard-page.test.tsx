import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { DashboardApi } from '../../src/ports/dashboard.port';
import { NoticeApi } from '../../src/ports/notice.port';
import { TodoApi } from '../../src/ports/todo.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { homeTexts } from '../../src/ui/features/home/home-texts';
import IndexPage from '../../src/ui/features/home/index-page';
import { createMemoryContainer } from './support/memory-container';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: 'mem8', remember: false });
  return container;
}

function show(container: Container): ReturnType<typeof createMemoryRouter> {
  const router = createMemoryRouter(
    [
      { path: '/index', element: <IndexPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/index'] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

const widget = (title: string): HTMLElement => screen.getByRole('region', { name: title });
const widgetTitles = (): string[] => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');

describe('工作台', () => {
  it('shows every widget with its own data', async () => {
    const container = await signedIn('county');
    const user = container.get(SessionStore).getValue().user;
    const dashboard = container.get(DashboardApi);
    const entries = await dashboard.fastEntries(user?.userId ?? '');
    const todo = await dashboard.todoItems({ pageIndex: 1, pageSize: 8 });
    const supervisions = await dashboard.supervisions(1, 6);
    const reminders = await dashboard.landReminders(1, 8);
    const news = await container.get(NoticeApi).list({ pageIndex: 1, pageSize: 15, category: 'news' });
    const newsRows = news.rows.slice(0, 6);
    const counts = await container.get(TodoApi).boxCounts();
    const layout = await dashboard.layout();
    show(container);

    const shown = layout.widgets.filter((each) => each.visible).map((each) => homeTexts.widgetTitles[each.id]);
    expect(shown).toEqual(expect.arrayContaining(Object.values(homeTexts.widgetTitles)));
    await waitFor(() => expect(widgetTitles()).toEqual(shown));
    const fast = widget('快捷入口');
    await waitFor(() => expect(within(fast).getAllByRole('listitem')).toHaveLength(entries.length));
    for (const entry of entries) expect(within(fast).getByText(entry.moduleName)).toBeTruthy();

    const business = widget('业务');
    expect(reminders.rows.length).toBeGreaterThan(0);
    await waitFor(() => expect(within(business).queryAllByRole('listitem')).toHaveLength(reminders.rows.length + todo.rows.length));
    const reminderList = within(within(business).getByRole('region', { name: homeTexts.reminders.heading }));
    // Two land uses may share a project name, so the links are compared as a whole.
    const links = reminders.rows.map((item) => reminderList.getAllByRole('link', { name: item.projectName }).map((link) => link.getAttribute('href')));
    reminders.rows.forEach((item, index) => expect(links[index]).toContain(item.url));
    expect(reminderList.getAllByRole('button', { name: /^转督办：/ })).toHaveLength(reminders.rows.length);
    for (const item of todo.rows) expect(within(business).getAllByRole('link', { name: item.title }).map((link) => link.getAttribute('href'))).toContain(item.url);

    const newsWidget = widget('工作动态');
    await waitFor(() => expect(within(newsWidget).queryAllByRole('listitem')).toHaveLength(newsRows.length));
    for (const row of newsRows.filter((each) => !each.read)) expect(within(newsWidget).getByRole('link', { name: `未读，${row.title}` })).toBeTruthy();

    const notices = widget('通知公告');
    await waitFor(() => expect(within(notices).queryAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(notices).queryByText(news.rows[0]?.title ?? '-')).toBeNull();

    const supervise = widget('督办');
    await waitFor(() => expect(within(supervise).queryAllByRole('listitem')).toHaveLength(supervisions.rows.length));
    const strip = screen.getByRole('list', { name: '待处理数量' });
    await waitFor(() => expect(within(strip).getByRole('link', { name: `待办 ${counts.todoCount}` })).toBeTruthy());
    await waitFor(() => expect(within(widget('统计')).queryByRole('status')).toBeNull(), { timeout: 5000 });
    expect(within(widget('常用功能')).getByText('暂无数据')).toBeTruthy();
  });

  it('a failing widget shows its error and 重新加载 while the others render, and 重新加载 recovers it', async () => {
    const container = await signedIn('county');
    const dashboard = container.get(DashboardApi);
    const supervisions = await dashboard.supervisions(1, 6);
    const failing = vi.spyOn(dashboard, 'todoItems').mockRejectedValue(new Error('offline'));
    show(container);

    const business = await screen.findByRole('region', { name: '业务' });
    await waitFor(() => expect(within(business).getByRole('alert').textContent).toContain('业务加载失败'));
    await waitFor(() => expect(within(widget('督办')).queryAllByRole('listitem')).toHaveLength(supervisions.rows.length));
    await waitFor(() => expect(within(widget('快捷入口')).queryAllByRole('listitem').length).toBeGreaterThan(0));
    const otherCalls = vi.spyOn(dashboard, 'supervisions');

    failing.mockRestore();
    fireEvent.click(within(business).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(within(business).queryByRole('alert')).toBeNull());
    await waitFor(() => expect(within(business).queryAllByRole('listitem').length).toBeGreaterThan(0));
    expect(otherCalls).not.toHaveBeenCalled();
  });

  it('hides and reorders widgets, saves the layout, keeps the edit open when saving fails, and restores the default', async () => {
    const container = await signedIn('city');
    const dashboard = container.get(DashboardApi);
    const defaults = (await dashboard.layout()).widgets.filter((each) => each.visible).map((each) => each.id);
    const news = vi.spyOn(container.get(NoticeApi), 'list');
    show(container);
    await waitFor(() => expect(widgetTitles()).toHaveLength(defaults.length));

    fireEvent.click(screen.getByRole('button', { name: '布局设置' }));
    const sheet = await screen.findByRole('dialog', { name: '布局设置' });
    fireEvent.click(within(sheet).getByRole('switch', { name: '显示工作动态' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '上移督办' }));

    const saving = vi.spyOn(dashboard, 'saveLayout').mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    expect(await within(sheet).findByText('布局保存失败，请稍后重试')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '布局设置' })).toBeTruthy();

    news.mockClear();
    fireEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    // jsdom never ends the side sheet's closing animation, so the page itself shows the sheet closed.
    await waitFor(() => expect(widgetTitles()).not.toContain('工作动态'));
    expect(saving).toHaveBeenCalledTimes(2);
    const saved = await dashboard.layout();
    expect(saved.isDefault).toBe(false);
    expect(saved.widgets.find((each) => each.id === 'news')?.visible).toBe(false);
    const order = widgetTitles();
    expect(order.indexOf('督办')).toBeLessThan(order.indexOf('统计'));
    expect(news.mock.calls.some(([query]) => query.category === 'news')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '布局设置' }));
    const again = await screen.findByRole('dialog', { name: '布局设置' });
    fireEvent.click(within(again).getByRole('button', { name: '恢复默认' }));
    fireEvent.click(within(await within(again).findByRole('alertdialog', { name: '恢复默认布局' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(widgetTitles()).toHaveLength(defaults.length));
    expect((await dashboard.layout()).isDefault).toBe(true);
    expect(widgetTitles()).toContain('工作动态');
  });
});
