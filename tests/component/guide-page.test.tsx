import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import GuidePage from '../../src/ui/features/guide/guide-page';
import { GUIDE_STEPS } from '../../src/ui/features/guide/guide-steps';

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/guide', element: <GuidePage /> },
      { path: '/index', element: <p>首页内容</p> },
    ],
    { initialEntries: ['/guide'] },
  );
  render(<RouterProvider router={router} />);
  return { router };
}

describe('GuidePage', () => {
  it('is titled 使用指南 and renders every step heading, numbered, in order', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: '使用指南' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(GUIDE_STEPS.map((step, index) => `${index + 1}${step.title}`));
    for (const title of ['登录与验证码', '侧边导航', '标签页', '搜索', '主题设置', '我的收藏', '修改密码与退出登录', '键盘操作']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
  });

  it('explains the shell: 10 tabs, right-click menu, middle click, 旧版/新版, captcha', () => {
    setup();
    const text = document.body.textContent ?? '';
    for (const phrase of ['验证码', '旧版', '新版', '最多保留 10 个标签', '关闭其他', '关闭所有', '中键', '皮肤', '字号', '退出登录', 'Tab']) {
      expect(text).toContain(phrase);
    }
  });

  it('has a table of contents whose links point at the steps', () => {
    setup();
    const contents = screen.getByRole('navigation', { name: '目录' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(GUIDE_STEPS.length);
    for (const link of links) {
      const id = (link.getAttribute('href') ?? '').slice(1);
      expect(document.getElementById(id)).toBeTruthy();
    }
  });

  it('开始使用 goes to /index', async () => {
    const { router } = setup();
    const start = screen.getByRole('link', { name: '开始使用' });
    expect(start.getAttribute('href')).toBe('/index');
    start.click();
    await screen.findByText('首页内容');
    expect(router.state.location.pathname).toBe('/index');
  });
});
