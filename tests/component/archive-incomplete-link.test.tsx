import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ArchiveApi } from '../../src/ports/archive.port';
import ContrastPage from '../../src/ui/features/archive/contrast-page';
import PreviewPage from '../../src/ui/features/archive/preview-page';
import RegisterDetailPage from '../../src/ui/features/archive/register-detail-page';
import RetrievalDetailPage from '../../src/ui/features/archive/retrieval-detail-page';
import { show, signedIn } from './support/office-pages';

const ROUTES = [
  { path: '/archive/manage/contrast', element: <ContrastPage /> },
  { path: '/archive/manage/preview', element: <PreviewPage /> },
  { path: '/archive/manage/registerDetail', element: <RegisterDetailPage /> },
  { path: '/archive/manage/retrievalDetail', element: <RetrievalDetailPage /> },
  { path: '/archive/manage/out', element: <p>档案出库列表</p> },
  { path: '/archive/manage/retrieval', element: <p>借阅管理列表</p> },
];

const RECORD = { detail: '地址中缺少档案编号，请从档案出库列表打开要查看的档案。', back: '返回档案出库', list: '/archive/manage/out' };
const LOAN = { detail: '地址中缺少借阅记录编号，请从借阅管理打开要查看的借阅。', back: '返回借阅管理', list: '/archive/manage/retrieval' };

describe.each([
  ['档案对比', '/archive/manage/contrast', RECORD],
  ['档案预览', '/archive/manage/preview', RECORD],
  ['登记详情', '/archive/manage/registerDetail', RECORD],
  ['调阅详情', '/archive/manage/retrievalDetail', LOAN],
])('%s opened without a record', (_page, path, expected) => {
  it.each(['', '?id=', '?id=%20%20&left=1&right=2'])('after "%s": says the link is incomplete, asks the server nothing, and leads back to its list', async (query) => {
    const container = await signedIn('county');
    const api = container.get(ArchiveApi);
    const asked = [vi.spyOn(api, 'archive'), vi.spyOn(api, 'loan')];
    const router = show(container, ROUTES, `${path}${query}`);

    expect(await screen.findByRole('heading', { level: 1, name: '链接不完整' })).toBeTruthy();
    expect(screen.getByText(expected.detail)).toBeTruthy();
    expect(screen.queryByText('档案编号不能为空')).toBeNull();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    for (const call of asked) expect(call).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: expected.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe(expected.list));
    expect(router.state.location.search).toBe('');
  });
});
