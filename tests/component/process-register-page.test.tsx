import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { RegisterStore } from '../../src/app/process/register.store';
import { SessionStore } from '../../src/app/session/session.store';
import { parseAffairDetailsQuery } from '../../src/domain/affair/details-link';
import type { FormFieldDef, ProcessTreeNode } from '../../src/ports/api/process.dto';
import { ProcessApi } from '../../src/ports/process.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import RegisterPage from '../../src/ui/features/process-register/register-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return container;
}

function show(container: Container) {
  const router = createMemoryRouter(
    [
      { path: '/process/register', element: <RegisterPage /> },
      { path: '/process/handle/details/:id', element: <p>details page</p> },
    ],
    { initialEntries: ['/process/register'] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

/** The first process of the tree, with its registration fields. */
async function firstProcess(container: Container): Promise<{ leaf: ProcessTreeNode; fields: readonly FormFieldDef[] }> {
  const tree = await container.get(ProcessApi).processTree();
  const leaf = tree.flatMap((node) => node.children ?? []).find((node) => node.procDefId !== undefined);
  if (leaf === undefined) throw new Error('the tree has a process');
  const fields = leaf.formFields ?? [];
  expect(fields.length).toBeGreaterThan(0);
  return { leaf, fields };
}

const validValue = (field: FormFieldDef): string => (field.kind === 'number' ? '2.5' : field.kind === 'date' ? '2026-03-01' : `${field.label}示例`);

async function choose(label: string): Promise<void> {
  fireEvent.click(await screen.findByText(label));
  await screen.findByRole('heading', { level: 2, name: `登记流程：${label}` });
}

function fill(fields: readonly FormFieldDef[], value: (field: FormFieldDef) => string = validValue): void {
  for (const field of fields) {
    const input = screen.getByLabelText(field.label);
    fireEvent.change(input, { target: { value: value(field) } });
    fireEvent.blur(input);
  }
}

describe('事务登记', () => {
  it('checks fields on blur with Chinese messages and sends nothing while the form is wrong', async () => {
    const container = await signedIn('county');
    const { leaf, fields } = await firstProcess(container);
    const api = container.get(ProcessApi);
    let registered = 0;
    const real = api.register.bind(api);
    api.register = (...args) => {
      registered += 1;
      return real(...args);
    };
    show(container);
    expect(screen.getByText('请在左侧流程目录中选择要登记的流程')).toBeTruthy();
    await choose(leaf.label);

    const title = screen.getByLabelText('事务标题');
    fireEvent.blur(title);
    expect(await screen.findByText('请填写事务标题')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(title, { target: { value: '城东临时堆场' } });
    await waitFor(() => expect(screen.queryByText('请填写事务标题')).toBeNull());

    const required = fields.find((field) => field.required && field.kind === 'text');
    if (required === undefined) throw new Error('the process has a required text field');
    fireEvent.blur(screen.getByLabelText(required.label));
    expect(await screen.findByText(`请填写${required.label}`)).toBeTruthy();

    const numeric = fields.find((field) => field.kind === 'number');
    if (numeric !== undefined) {
      const input = screen.getByLabelText(numeric.label);
      fireEvent.change(input, { target: { value: '十亩' } });
      fireEvent.blur(input);
      expect(await screen.findByText(`${numeric.label}必须是大于0的数字`)).toBeTruthy();
    }

    fireEvent.click(screen.getByRole('button', { name: '登记' }));
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(1));
    expect(registered).toBe(0);
  });

  it('登记 registers once and opens the new affair’s details as 事务详情（登记）', async () => {
    const container = await signedIn('county');
    const { leaf, fields } = await firstProcess(container);
    const api = container.get(ProcessApi);
    let registered = 0;
    const real = api.register.bind(api);
    api.register = (...args) => {
      registered += 1;
      return real(...args);
    };
    const router = show(container);
    await choose(leaf.label);
    fireEvent.change(screen.getByLabelText('事务标题'), { target: { value: '城东临时堆场用地' } });
    fill(fields);
    const submit = screen.getByRole('button', { name: '登记' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await screen.findByText('details page');
    expect(registered).toBe(1);
    const { pathname, search } = router.state.location;
    const key = decodeURIComponent(pathname.replace('/process/handle/details/', ''));
    const detail = await api.detail(key);
    expect(detail.title).toBe('城东临时堆场用地');
    expect(detail.status).toBe('draft');
    expect(parseAffairDetailsQuery(search)).toEqual({ boxType: 1, source: 'launch', filesKey: detail.keyNumGather });
    expect(new URLSearchParams(search).get('currentTagTitle')).toBe('事务详情（登记）');
    for (const field of fields) expect(detail.formData[field.name]).toBe(validValue(field));
  });

  it('a refused registration keeps what was typed and says why', async () => {
    const container = await signedIn('county');
    const { leaf, fields } = await firstProcess(container);
    const api = container.get(ProcessApi);
    api.register = () => Promise.reject(new Error('流程已停用'));
    const router = show(container);
    await choose(leaf.label);
    fireEvent.change(screen.getByLabelText('事务标题'), { target: { value: '保留的标题' } });
    fill(fields);
    fireEvent.click(screen.getByRole('button', { name: '登记' }));
    const banner = await screen.findByText('登记失败：登记失败，请稍后重试');
    expect(banner).toBeTruthy();
    expect((screen.getByLabelText('事务标题') as HTMLInputElement).value).toBe('保留的标题');
    const first = fields[0] as FormFieldDef;
    expect((screen.getByLabelText(first.label) as HTMLInputElement).value).toBe(validValue(first));
    expect(router.state.location.pathname).toBe('/process/register');
    expect(container.get(RegisterStore).getValue().pending).toBe(false);
    expect(within(document.body).getByRole('button', { name: '登记' }).hasAttribute('disabled')).toBe(false);
  });
});
