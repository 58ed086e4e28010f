import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { manualMessages as m } from '../../src/domain/ledger/ledger-form-messages';
import { LedgerManualApi } from '../../src/ports/ledger-manual.port';
import DesignerPage from '../../src/ui/features/ledger/designer-page';
import { pending, SERVER_ERROR_MESSAGE, serverError, show, signedIn } from './support/office-pages';

const FORM = 'tz-form-03';
const ROUTES = [{ path: '/tz/secretary/designer', element: <DesignerPage /> }];
const heading = (): Promise<HTMLElement> => screen.findByRole('heading', { name: '表单设计 — 土地整治项目台账' }, { timeout: 5000 });
const title = (): HTMLInputElement => screen.getByRole('textbox', { name: '台账名称' });
const pick = (label: string, day: string): void => {
  const input = within(screen.getByRole('region', { name: '字段属性' })).getByLabelText(label);
  fireEvent.change(input, { target: { value: day } });
};

async function designerOf(): Promise<Awaited<ReturnType<typeof signedIn>>> {
  const container = await signedIn('province');
  show(container, ROUTES, `/tz/secretary/designer?formId=${FORM}`);
  await heading();
  return container;
}

async function chooseDateField(): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: /^竣工日期/ }));
  await screen.findByRole('group', { name: '日期范围' });
}

describe('表单设计: a date field’s range', () => {
  it('is picked with two date pickers, says at the field when the earliest is after the latest, and clears the message once fixed', async () => {
    await designerOf();
    await chooseDateField();
    pick('最晚日期', '2026-03-01');
    pick('最早日期', '2026-06-01');
    const alert = await screen.findByText(m.dateRangeBad);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('region', { name: '字段属性' }).querySelectorAll('[aria-describedby="designer-range-problem"]').length).toBeGreaterThan(0);
    pick('最早日期', '2026-01-01');
    await waitFor(() => expect(screen.queryByText(m.dateRangeBad)).toBeNull());
  });

  it('is saved with the design, and the preview’s entry refuses a day outside it', async () => {
    const container = await designerOf();
    await chooseDateField();
    pick('最早日期', '2026-01-01');
    pick('最晚日期', '2026-12-31');
    fireEvent.click(screen.getByRole('button', { name: '保存设计' }));
    await waitFor(async () => expect((await container.get(LedgerManualApi).design(FORM)).fields.find((f) => f.label === '竣工日期')).toMatchObject({ earliest: '2026-01-01', latest: '2026-12-31' }));
    const preview = screen.getByRole('region', { name: '录入表单预览' });
    fireEvent.change(within(preview).getByLabelText('竣工日期'), { target: { value: '2027-01-05' } });
    expect(await within(preview).findByText('竣工日期不能晚于 2026-12-31')).toBeTruthy();
  });

  it('a range the server refuses (400) marks the field and keeps the draft', async () => {
    const container = await designerOf();
    const save = vi.spyOn(container.get(LedgerManualApi), 'saveDesign');
    await chooseDateField();
    pick('最晚日期', '2026-03-01');
    pick('最早日期', '2026-06-01');
    fireEvent.click(screen.getByRole('button', { name: '保存设计' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /^竣工日期/ }).closest('li')?.className).toContain('designer__item--invalid'));
    expect(screen.getAllByText(m.dateRangeBad)).toHaveLength(1);
    const region = within(screen.getByRole('region', { name: '字段属性' }));
    expect([(region.getByLabelText('最早日期') as HTMLInputElement).value, (region.getByLabelText('最晚日期') as HTMLInputElement).value]).toEqual(['2026-06-01', '2026-03-01']);
  });
});

describe('表单设计: saving', () => {
  it('keeps the typed name and fields when the server fails, with its Chinese message', async () => {
    const container = await designerOf();
    vi.spyOn(container.get(LedgerManualApi), 'saveDesign').mockRejectedValueOnce(serverError());
    fireEvent.change(title(), { target: { value: '土地整治项目台账（新）' } });
    fireEvent.click(screen.getByRole('button', { name: '添加字段' }));
    fireEvent.click(screen.getByRole('button', { name: '保存设计' }));
    expect(await screen.findByText(SERVER_ERROR_MESSAGE)).toBeTruthy();
    expect(title().value).toBe('土地整治项目台账（新）');
    expect(screen.getByRole('button', { name: /^新字段7/ })).toBeTruthy();
  });

  it('keeps the draft when someone saved first (409), offers 重新加载, and a double click saves once', async () => {
    const container = await designerOf();
    const api = container.get(LedgerManualApi);
    const save = vi.spyOn(api, 'saveDesign');
    const current = await api.design(FORM);
    await api.saveDesign(FORM, { title: '他人先保存', fields: current.fields, version: current.version });
    save.mockClear();
    fireEvent.change(title(), { target: { value: '我的台账名称' } });
    const button = screen.getByRole('button', { name: '保存设计' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText(m.staleDesign)).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
    expect(title().value).toBe('我的台账名称');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});

describe('表单设计: loading', () => {
  it('says 加载中… while the design comes', async () => {
    const container = await signedIn('province');
    container.get(LedgerManualApi).design = pending;
    show(container, ROUTES, `/tz/secretary/designer?formId=${FORM}`);
    expect(await screen.findByText('加载中…')).toBeTruthy();
  });

  it('shows a failed load with 重新加载, which loads it', async () => {
    const container = await signedIn('province');
    vi.spyOn(container.get(LedgerManualApi), 'design').mockRejectedValueOnce(serverError());
    show(container, ROUTES, `/tz/secretary/designer?formId=${FORM}`);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    await heading();
  });
});
