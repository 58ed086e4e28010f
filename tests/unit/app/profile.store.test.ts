import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { avatarMessages } from '../../../src/app/profile/avatar-rules';
import { ProfileStore } from '../../../src/app/profile/profile.store';
import { SessionStore } from '../../../src/app/session/session.store';
import { AVATAR_MAX_BYTES, profileMessages } from '../../../src/domain/session/profile-failures';
import type { AvatarData, Profile, ProfileUpdate, TreeOption } from '../../../src/ports/api/user.dto';
import { ApiFailure } from '../../../src/ports/api-failure';
import type { Notice } from '../../../src/ports/browser.port';
import type { ProfileApi } from '../../../src/ports/profile.port';
import { createHarness } from './fakes';

const profile: Profile = {
  user: {
    userId: 'u-1',
    userName: 'county',
    nickName: '陈县',
    avatar: '',
    deptName: '用途管制股',
    divisionCode: '360121',
    divisionName: '南昌县',
    level: 'county',
    email: 'county@example.cn',
    phone: '13900000000',
    sex: '0',
    createTime: '2024-01-01 08:00:00',
  },
  roleGroup: '县级用户',
  postGroup: '',
};

class FakeProfileApi implements ProfileApi {
  current: Profile = profile;
  loadError: Error | undefined;
  updateError: Error | undefined;
  uploadErrors: Error[] = [];
  updates: ProfileUpdate[] = [];
  uploads: Blob[] = [];
  release: (() => void) | undefined;
  async getProfile(): Promise<Profile> {
    if (this.loadError !== undefined) throw this.loadError;
    return this.current;
  }
  async updateProfile(update: ProfileUpdate): Promise<Profile> {
    this.updates.push(update);
    if (this.updateError !== undefined) throw this.updateError;
    this.current = { ...this.current, user: { ...this.current.user, ...update } };
    return this.current;
  }
  updatePassword(): Promise<number> {
    return Promise.resolve(1);
  }
  async uploadAvatar(file: Blob, _name: string, onProgress?: (percent: number) => void): Promise<AvatarData> {
    this.uploads.push(file);
    onProgress?.(40);
    await new Promise<void>((resolve) => {
      this.release = resolve;
    });
    const error = this.uploadErrors.shift();
    if (error !== undefined) throw error;
    onProgress?.(100);
    return { imgUrl: `/api/user/public/avatar/${this.uploads.length}.png` };
  }
  userTree(): Promise<TreeOption[]> {
    return Promise.resolve([]);
  }
}

function setup() {
  const api = new FakeProfileApi();
  const notices: Notice[] = [];
  const session = createHarness().container.get(SessionStore);
  const store = new ProfileStore(api, { notify: (notice) => notices.push(notice) }, session);
  return { api, notices, store, session };
}

const pngFile = (size = 32): Blob => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Blob([bytes], { type: 'image/png' });
};

const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('ProfileStore', () => {
  it('loads the profile into the form; a failed load sets error and a retry recovers', async () => {
    const { api, store } = setup();
    api.loadError = new Error('down');
    await store.load();
    expect(store.getValue()).toMatchObject({ loading: false, error: true, profile: undefined });
    api.loadError = undefined;
    await store.load();
    expect(store.getValue()).toMatchObject({ loading: false, error: false, profile });
    expect(store.getValue().draft).toEqual({ nickName: '陈县', email: 'county@example.cn', phone: '13900000000', sex: '0' });
  });

  it('validates on blur and refuses to send an invalid form', async () => {
    const { api, store } = setup();
    await store.load();
    store.edit('phone', '123');
    store.check('phone');
    expect(store.getValue().errors.phone).toBe(profileMessages.phoneInvalid);
    store.edit('email', 'x@');
    store.edit('nickName', '  ');
    expect(await store.save()).toBe(false);
    expect(store.getValue().errors).toEqual({
      phone: profileMessages.phoneInvalid,
      email: profileMessages.emailInvalid,
      nickName: profileMessages.nickNameRequired,
    });
    expect(api.updates).toEqual([]);
  });

  it('saves once, trimmed, and announces success', async () => {
    const { api, notices, store } = setup();
    await store.load();
    store.edit('nickName', ' 新名 ');
    store.edit('sex', '1');
    const first = store.save();
    const second = store.save();
    expect(store.getValue().saving).toBe(true);
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(api.updates).toEqual([{ nickName: '新名', email: 'county@example.cn', phone: '13900000000', sex: '1' }]);
    expect(store.getValue().profile?.user.nickName).toBe('新名');
    expect(store.getValue().saving).toBe(false);
    expect(notices.map((notice) => notice.level)).toEqual(['success']);
  });

  it('shows the new name and avatar in the session at once, so the top bar and sidebar follow', async () => {
    const { api, store, session } = setup();
    await session.login({ username: 'county', password: 'County@2026', captcha: '1', remember: false });
    await store.load();
    store.edit('nickName', '陈新名');
    expect(await store.save()).toBe(true);
    expect(session.getValue().user?.nickName).toBe('陈新名');
    const uploaded = store.uploadAvatar(pngFile(), 'me.png');
    await settle();
    api.release?.();
    expect(await uploaded).toBe(true);
    expect(session.getValue().user?.avatar).toMatch(/^\/api\/user\/public\/avatar\//);
    expect(session.getValue().avatar).toBe(session.getValue().user?.avatar);
  });

  it('keeps the input when the server refuses and puts its message on the named field', async () => {
    const { api, store } = setup();
    await store.load();
    store.edit('phone', '13811112222');
    api.updateError = new ApiFailure(
      { kind: 'http', status: 400, body: { msg: profileMessages.phoneInvalid } },
      { message: profileMessages.phoneInvalid, level: 'error', durationMs: 3000, followUp: { kind: 'none' } },
      true,
    );
    expect(await store.save()).toBe(false);
    expect(store.getValue().draft.phone).toBe('13811112222');
    expect(store.getValue().errors.phone).toBe(profileMessages.phoneInvalid);
    expect(store.getValue().saving).toBe(false);
  });

  it('refuses an oversized or non-image avatar before sending', async () => {
    const { api, store } = setup();
    await store.load();
    expect(await store.uploadAvatar(pngFile(AVATAR_MAX_BYTES + 1), 'big.png')).toBe(false);
    expect(store.getValue().avatar).toMatchObject({ phase: 'failed', error: avatarMessages.tooLarge, canRetry: false });
    expect(await store.uploadAvatar(new Blob(['GIF? no'], { type: 'image/gif' }), 'a.gif')).toBe(false);
    expect(store.getValue().avatar.error).toBe(avatarMessages.notImage);
    expect(avatarMessages.tooLarge).toContain('2MB');
    expect(await store.retryAvatar()).toBe(false);
    expect(api.uploads).toEqual([]);
  });

  it('uploads with progress, shows the new avatar, and retries a failed upload with the same file', async () => {
    const { api, store } = setup();
    await store.load();
    api.uploadErrors = [new Error('网络异常')];
    const file = pngFile();
    const first = store.uploadAvatar(file, 'me.png');
    await settle();
    expect(store.getValue().avatar).toMatchObject({ phase: 'uploading', percent: 40 });
    api.release?.();
    expect(await first).toBe(false);
    expect(store.getValue().avatar).toMatchObject({ phase: 'failed', error: '网络异常', canRetry: true });
    const retry = store.retryAvatar();
    await settle();
    api.release?.();
    expect(await retry).toBe(true);
    expect(api.uploads).toEqual([file, file]);
    expect(store.getValue().profile?.user.avatar).toBe('/api/user/public/avatar/2.png');
    expect(store.getValue().avatar.phase).toBe('idle');
  });
});
