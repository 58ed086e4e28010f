import 'reflect-metadata';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMemoryContainer } from './support/memory-container';
import { describe, expect, it, vi } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { ProfileStore } from '../../src/app/profile/profile.store';
import { SessionStore } from '../../src/app/session/session.store';
import { AVATAR_MAX_BYTES } from '../../src/domain/session/profile-failures';
import { validationMessages } from '../../src/domain/validation/messages';
import { ProfileApi } from '../../src/ports/profile.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import ProfilePage from '../../src/ui/features/profile/profile-page';

/** The page wired as VITE_API_MODE=memory wires it, with ProfileStore bound as the app module will bind it. */
async function setup(username = 'county') {
  const { container, notices } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: 'mem8', remember: false });
  const api = container.get(ProfileApi);
  const expected = await api.getProfile();
  const router = createMemoryRouter([{ path: '/home/profile', element: <ProfilePage /> }], { initialEntries: ['/home/profile'] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  await waitFor(() => expect(document.getElementById('profile-nickName')).not.toBeNull());
  return { container, notices, api, expected, store: container.get(ProfileStore) };
}

const field = (name: string): HTMLInputElement => document.getElementById(`profile-${name}`) as HTMLInputElement;
const type = (name: string, value: string): void => {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};
const saveButton = (): HTMLElement => screen.getByRole('button', { name: /保存/ });
const avatarInput = (): HTMLInputElement => screen.getByLabelText('选择头像图片');
const choose = (file: File): void => {
  fireEvent.change(avatarInput(), { target: { files: [file] } });
};
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64, name = 'me.png'): File => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
};

describe('ProfilePage on the memory adapters', () => {
  it("shows the signed-in user's data and fills the form", async () => {
    const { expected } = await setup();
    const info = document.querySelector('.profile-info') as HTMLElement;
    expect(within(info).getByText('county')).toBeTruthy();
    for (const value of [expected.user.nickName, expected.user.deptName, expected.user.divisionName, expected.roleGroup, expected.user.createTime]) {
      expect(value.length).toBeGreaterThan(0);
      expect(within(info).getAllByText(value).length).toBeGreaterThan(0);
    }
    expect(field('nickName').value).toBe(expected.user.nickName);
    expect(field('email').value).toBe(expected.user.email);
    expect(field('phone').value).toBe(expected.user.phone);
    expect(screen.getByRole('button', { name: '修改密码' })).toBeTruthy();
    expect(avatarInput().accept).toBe('image/png,image/jpeg,image/gif,image/webp');
  });

  it('an invalid phone and e-mail show their messages on blur and nothing is sent', async () => {
    const { api } = await setup();
    const update = vi.spyOn(api, 'updateProfile');
    type('phone', '12345');
    expect(await screen.findByText(validationMessages.phoneInvalid)).toBeTruthy();
    type('email', 'not-an-email');
    expect(await screen.findByText(validationMessages.emailInvalid)).toBeTruthy();
    fireEvent.click(saveButton());
    await act(async () => {
      await Promise.resolve();
    });
    expect(update).not.toHaveBeenCalled();
    expect(field('phone').value).toBe('12345');
  });

  it('a valid save is sent once, persists and the form keeps the saved values', async () => {
    const { api, notices, store } = await setup();
    const update = vi.spyOn(api, 'updateProfile');
    type('nickName', '新昵称');
    type('email', 'new.name@example.cn');
    type('phone', '13811112222');
    fireEvent.click(screen.getByLabelText('女'));
    fireEvent.click(saveButton());
    fireEvent.click(saveButton());
    await waitFor(() => expect(notices.some((notice) => notice.level === 'success' && notice.message === '修改成功')).toBe(true));
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith({ nickName: '新昵称', email: 'new.name@example.cn', phone: '13811112222', sex: '1' });
    await act(() => store.load());
    expect(store.getValue().profile?.user).toMatchObject({ nickName: '新昵称', email: 'new.name@example.cn', phone: '13811112222', sex: '1' });
    expect(field('nickName').value).toBe('新昵称');
    expect(within(document.querySelector('.profile-info') as HTMLElement).getByText('新昵称')).toBeTruthy();
  });

  it('an oversized or non-image avatar is refused before sending, naming the limit', async () => {
    const { api } = await setup();
    const upload = vi.spyOn(api, 'uploadAvatar');
    choose(png(AVATAR_MAX_BYTES + 1, 'big.png'));
    expect((await screen.findByRole('alert')).textContent).toContain('2MB');
    choose(new File(['just some text'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('PNG'));
    expect(screen.getByRole('alert').textContent).toContain('WEBP');
    expect(screen.queryByRole('button', { name: '重新上传' })).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('a PNG avatar uploads with progress and the image appears', async () => {
    const { api } = await setup();
    const upload = vi.spyOn(api, 'uploadAvatar');
    expect(screen.queryByRole('img', { name: '头像' })?.tagName).not.toBe('IMG');
    choose(png());
    await waitFor(() => expect(screen.getByRole('img', { name: '头像' }).tagName).toBe('IMG'));
    const { imgUrl } = (await upload.mock.results[0]?.value) as { imgUrl: string };
    expect((screen.getByRole('img', { name: '头像' }) as HTMLImageElement).getAttribute('src')).toBe(imgUrl);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(typeof upload.mock.calls[0]?.[2]).toBe('function');
  });

  it('a failed upload is retried without choosing the file again', async () => {
    const { api } = await setup();
    const upload = vi.spyOn(api, 'uploadAvatar').mockRejectedValueOnce(new Error('网络异常'));
    choose(png());
    fireEvent.click(await screen.findByRole('button', { name: '重新上传' }));
    await waitFor(() => expect(screen.getByRole('img', { name: '头像' }).tagName).toBe('IMG'));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]?.[0]).toBe(upload.mock.calls[0]?.[0]);
  });
});
