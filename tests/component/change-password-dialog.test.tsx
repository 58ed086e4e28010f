import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { ChangePasswordDialog } from '../../src/ui/features/account/change-password-dialog';
import { createHarness, type Harness } from '../unit/app/fakes';

function renderDialog(harness: Harness, onClose: () => void = () => undefined) {
  render(
    <ContainerProvider container={harness.container}>
      <ChangePasswordDialog visible onClose={onClose} />
    </ContainerProvider>,
  );
}

const field = (name: string) => document.getElementById(`pwd-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

describe('ChangePasswordDialog', () => {
  it('is 500 px wide and shows the SPEC messages on blur', () => {
    renderDialog(createHarness());
    expect((document.querySelector('.semi-modal') as HTMLElement).style.width).toBe('500px');
    fireEvent.blur(field('oldPassword'));
    type('newPassword', 'abcdefgh');
    fireEvent.blur(field('newPassword'));
    type('comfirPassword', 'abcdefgi');
    fireEvent.blur(field('comfirPassword'));
    expect(alerts()).toEqual(['请输入旧密码', '密码不能少于八位数且必须包含字母+数字+特殊字符', '两次密码不一致']);
  });

  it('sends nothing while the form is invalid', async () => {
    const h = createHarness();
    renderDialog(h);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await act(async () => undefined);
    expect(h.passwordChanges).toEqual([]);
    expect(alerts()).toContain('请输入旧密码');
  });

  it('sends both passwords encrypted once and closes on success', async () => {
    const h = createHarness();
    let closed = 0;
    renderDialog(h, () => (closed += 1));
    type('oldPassword', 'County@2026');
    type('newPassword', 'County#2027');
    type('comfirPassword', 'County#2027');
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(closed).toBe(1));
    expect(h.passwordChanges).toEqual([['enc:County@2026', 'enc:County#2027']]);
  });

  it('keeps what was typed when the server refuses', async () => {
    const h = createHarness();
    h.passwordAnswer = 0;
    let closed = 0;
    renderDialog(h, () => (closed += 1));
    type('oldPassword', 'Wrong@2026');
    type('newPassword', 'County#2027');
    type('comfirPassword', 'County#2027');
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(h.passwordChanges).toHaveLength(1));
    expect(closed).toBe(0);
    expect(field('oldPassword').value).toBe('Wrong@2026');
    expect(field('newPassword').value).toBe('County#2027');
  });
});
