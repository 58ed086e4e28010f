import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CaseApi } from '../../src/ports/case.port';
import CaseListPage from '../../src/ui/features/case/case-list-page';
import CaseRegisterPage from '../../src/ui/features/case/case-register-page';
import { pending, SERVER_ERROR_MESSAGE, serverError, show, signedIn } from './support/office-pages';

// The map draws with OpenLayers, which jsdom cannot; the coordinates are typed instead.
vi.mock('../../src/ui/features/survey/survey-point-map', () => ({ default: () => null }));

const ROUTES = [
  { path: '/op/accept/register', element: <CaseRegisterPage /> },
  { path: '/op/case/list', element: <CaseListPage /> },
  { path: '/op/handle/details/:id', element: <h1>案件详情</h1> },
];

const TYPED: readonly (readonly [string, string])[] = [
  ['当事人名称', '组件测试当事人'],
  ['证件号码（公民身份号码或统一社会信用代码）', '360121198001011234'],
  ['联系电话', '0791-85712345'],
  ['违法地点', '莲塘镇组件村'],
  ['涉案面积（公顷）', '0.75'],
  ['经度', '115.93'],
  ['纬度', '28.55'],
  ['违法事实', '未经批准擅自建设厂房'],
];
const valueOf = (label: string): string => (screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value;

async function pickOption(label: string, text: string): Promise<void> {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  const option = (await screen.findAllByRole('option')).find((candidate) => candidate.textContent === text);
  if (option === undefined) throw new Error(`no option ${text}`);
  fireEvent.click(option);
  await waitFor(() => expect(screen.getByRole('combobox', { name: label }).textContent).toContain(text));
}

async function fillCase(): Promise<void> {
  await screen.findByRole('form', { name: '立案登记' }, { timeout: 5000 });
  await pickOption('案件来源', '举报');
  await pickOption('违法类型', '未批先建');
  fireEvent.click(screen.getByRole('radio', { name: '个人' }));
  for (const [label, value] of TYPED) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('立案登记', () => {
  it('keeps every typed value when the server fails and shows its Chinese message', async () => {
    const container = await signedIn('county');
    const register = vi.spyOn(container.get(CaseApi), 'register').mockRejectedValueOnce(serverError());
    show(container, ROUTES, '/op/accept/register');
    await fillCase();
    fireEvent.click(screen.getByRole('button', { name: '提交立案' }));
    expect(await screen.findByText(SERVER_ERROR_MESSAGE)).toBeTruthy();
    expect(register).toHaveBeenCalledTimes(1);
    expect(TYPED.map(([label]) => valueOf(label))).toEqual(TYPED.map(([, value]) => value));
    expect(screen.getByRole('combobox', { name: '案件来源' }).textContent).toContain('举报');
    expect((screen.getByRole('radio', { name: '个人' }) as HTMLInputElement).checked).toBe(true);
  });

  it('registers once for a double click and for Enter pressed twice', async () => {
    const container = await signedIn('county');
    const register = vi.spyOn(container.get(CaseApi), 'register');
    const router = show(container, ROUTES, '/op/accept/register');
    await fillCase();
    const form = screen.getByRole('form', { name: '立案登记' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.click(screen.getByRole('button', { name: /提交立案|正在登记…/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/op\/handle\/details\//));
    expect(register).toHaveBeenCalledTimes(1);
  });
});

describe('案件列表', () => {
  it('says 正在加载… while the cases come', async () => {
    const container = await signedIn('county');
    container.get(CaseApi).list = pending;
    show(container, ROUTES, '/op/case/list');
    expect(await screen.findByText('正在加载…')).toBeTruthy();
  });

  it('says 暂无数据 for a search nothing matches', async () => {
    show(await signedIn('county'), ROUTES, `/op/case/list?text=${encodeURIComponent('没有这样的案件')}`);
    expect(await screen.findByText('暂无数据', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows a failed load with 重新加载 and no 暂无数据', async () => {
    const container = await signedIn('county');
    vi.spyOn(container.get(CaseApi), 'list').mockRejectedValueOnce(serverError());
    show(container, ROUTES, '/op/case/list');
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(screen.getByText(SERVER_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });
});
