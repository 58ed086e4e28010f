import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { filingDetailsUrl } from '../../src/domain/filing/detail-links';
import type { FilingTypeCode } from '../../src/domain/filing/filing-types';
import { FilingApi } from '../../src/ports/filing.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import FilingDetailsPage from '../../src/ui/features/filing-details/filing-details-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return container;
}

const ROUTES = ['/initiate/details', '/toBeReported/details', '/rollBack/details', '/reported/details', '/query/details', '/query/toBeReviewedDetail', '/special'];

function show(container: Container, url: string): void {
  const router = createMemoryRouter(
    ROUTES.map((path) => ({ path, element: <FilingDetailsPage /> })),
    { initialEntries: [url] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

/** A seeded record of the user's own county in a given status and type. */
async function ownRecord(container: Container, list: 'toBeReported' | 'query', typeCode: FilingTypeCode, status: string): Promise<string> {
  const { rows } = await container.get(FilingApi).list(list, { pageIndex: 1, pageSize: 50, keyTypeCode: typeCode, status: status as never, divisionCode: '360121' });
  const row = rows.find((candidate) => candidate.status === status && candidate.divisionCode === '360121');
  if (row === undefined) throw new Error(`no ${status} record of type ${typeCode}`);
  return row.keyNumGather;
}

const field = (name: string): HTMLElement => {
  const element = document.querySelector<HTMLElement>(`.filing-form__field[data-field="${name}"]`);
  if (element === null) throw new Error(`no field ${name}`);
  return element;
};
const inputOf = (name: string): HTMLInputElement => field(name).querySelector('input') as HTMLInputElement;

describe('备案详情', () => {
  it('says clearly when subParams is malformed or the type code is wrong', async () => {
    const container = await signedIn('county');
    show(container, '/toBeReported/details?subParams=%7Bbroken&isAdvance=1');
    expect(await screen.findByRole('heading', { name: '备案详情无法打开' })).toBeTruthy();
    expect(screen.getByText(/subParams 不是有效的 JSON/u)).toBeTruthy();
  });

  it('refuses another county’s record opened by URL', async () => {
    const container = await signedIn('county');
    show(container, filingDetailsUrl('/query/details', { keyNumGather: 'BA360124000001', keyTypeCode: '4' }));
    expect(await screen.findByRole('heading', { name: '无权查看该备案记录' })).toBeTruthy();
  });

  it('validates on blur and shows a failed data check at the fields without losing the edits', async () => {
    const container = await signedIn('county');
    const key = await ownRecord(container, 'toBeReported', '4', 'draft');
    show(container, filingDetailsUrl('/toBeReported/details', { keyNumGather: key, keyTypeCode: '4' }, 1));
    await screen.findByRole('button', { name: '上报' });

    fireEvent.change(inputOf('householdHead'), { target: { value: '' } });
    fireEvent.blur(inputOf('householdHead'));
    expect(within(field('householdHead')).getByRole('alert').textContent).toBe('请填写户主');

    fireEvent.change(inputOf('homesteadArea'), { target: { value: '120.555' } });
    fireEvent.click(screen.getByRole('button', { name: '上报' }));
    await waitFor(() => expect(document.querySelector('.filing-details__banner')?.textContent).toContain('数据检查未通过'));
    expect(within(field('homesteadArea')).getByRole('alert').textContent).toContain('最多保留2位小数');
    expect(inputOf('homesteadArea').value).toBe('120.555');
    expect(screen.getByLabelText('状态：待上报')).toBeTruthy();
  });

  it('deletes a draft only after confirmation', async () => {
    const container = await signedIn('county');
    const key = await ownRecord(container, 'toBeReported', '4', 'draft');
    show(container, filingDetailsUrl('/toBeReported/details', { keyNumGather: key, keyTypeCode: '4' }, 1));
    fireEvent.click(await screen.findByRole('button', { name: '删除草稿' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/删除后不能恢复/u)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await screen.findByRole('heading', { name: '草稿已删除' })).toBeTruthy();
    await expect(container.get(FilingApi).detail(key)).rejects.toThrow('备案记录不存在或已被删除');
  });

  it('lets the city pass a county report up, with the return opinion required', async () => {
    const container = await signedIn('city');
    const { rows } = await container.get(FilingApi).list('toBeReviewed', { pageIndex: 1, pageSize: 50 });
    const row = rows.find((candidate) => candidate.reviewLevel === 'city');
    if (row === undefined) throw new Error('no record waits for the city');
    show(container, filingDetailsUrl('/query/toBeReviewedDetail', { keyNumGather: row.keyNumGather, keyTypeCode: row.keyTypeCode }));

    fireEvent.click(await screen.findByRole('button', { name: '退回' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '退回' }));
    expect(await within(dialog).findByText('退回必须填写退回意见')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));

    fireEvent.click(screen.getByRole('button', { name: '审核通过' }));
    const pass = await screen.findByRole('dialog');
    fireEvent.click(within(pass).getByRole('button', { name: '审核通过' }));
    await waitFor(() => expect(screen.getByText('等待省级备案')).toBeTruthy());
    expect(within(screen.getByRole('toolbar', { name: '操作' })).queryByRole('button', { name: '审核通过' })).toBeNull();
  });

  it('shows a filed record read-only with its filing number, history and attachments', async () => {
    const container = await signedIn('county');
    const key = await ownRecord(container, 'query', '4', 'filed');
    show(container, filingDetailsUrl('/special', { keyNumGather: key, keyTypeCode: '4' }));
    expect(await screen.findByLabelText(/^备案编号 赣宅备/u)).toBeTruthy();
    expect(inputOf('householdHead').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '保存草稿' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '历史记录' }));
    await waitFor(() => expect(document.querySelector('.filing-history')?.textContent).toContain('已上报 → 已备案'));
  });
});
