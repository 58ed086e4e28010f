import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ProfileStore } from '../../../src/app/profile/profile.store';
import { SessionStore } from '../../../src/app/session/session.store';
import type { AvatarData, Profile, ProfileUpdate } from '../../../src/ports/api/user.dto';
import type { ProfileApi } from '../../../src/ports/profile.port';
import { createHarness } from './fakes';
import { HeldAnswers, releaseAll } from './held-answers';

const stored: Profile = {
  user: {
    userId: 'u-1',
    userName: 'county',
    nickName: '陈县',
    avatar: '/api/user/public/avatar/old.png',
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

/** A server whose profile answers only when told, with the profile it held when asked. */
class SlowProfileApi implements ProfileApi {
  readonly profiles = new HeldAnswers<Profile>();
  current: Profile = stored;

  getProfile(): Promise<Profile> {
    return this.profiles.hold(this.current);
  }

  updateProfile(update: ProfileUpdate): Promise<Profile> {
    this.current = { ...this.current, user: { ...this.current.user, ...update } };
    return Promise.resolve(this.current);
  }

  uploadAvatar(): Promise<AvatarData> {
    const imgUrl = '/api/user/public/avatar/new.png';
    this.current = { ...this.current, user: { ...this.current.user, avatar: imgUrl } };
    return Promise.resolve({ imgUrl });
  }

  updatePassword(): Promise<number> {
    return Promise.resolve(1);
  }

  userTree(): never {
    throw new Error('not used');
  }
}

const png = (): Blob => {
  const bytes = new Uint8Array(32);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Blob([bytes], { type: 'image/png' });
};

/** The profile page opened a second time: the last profile is on screen while it is read again. */
async function revisited(): Promise<{ api: SlowProfileApi; store: ProfileStore; again: Promise<void> }> {
  const api = new SlowProfileApi();
  const store = new ProfileStore(api, { notify: () => undefined }, createHarness().container.get(SessionStore));
  const first = store.load();
  api.profiles.release();
  await first;
  return { api, store, again: store.load() };
}

describe('ProfileStore and a read still on its way', () => {
  it('keeps a new avatar uploaded while the profile was being read again, when the older read answers after it', async () => {
    const { api, store, again } = await revisited();
    expect(await store.uploadAvatar(png(), 'me.png')).toBe(true);
    expect(store.getValue().profile?.user.avatar).toBe('/api/user/public/avatar/new.png');

    await releaseAll(api.profiles);
    await again;
    expect(store.getValue().profile?.user.avatar).toBe('/api/user/public/avatar/new.png');
    expect(store.getValue().loading).toBe(false);
  });

  it('shows the saved profile and stops loading when the older read answers after a save', async () => {
    const { api, store, again } = await revisited();
    store.edit('nickName', '陈新名');
    expect(await store.save()).toBe(true);

    await releaseAll(api.profiles);
    await again;
    expect(store.getValue().profile?.user.nickName).toBe('陈新名');
    expect(store.getValue().draft.nickName).toBe('陈新名');
    expect(store.getValue().loading).toBe(false);
  });

  it('reads the revisited profile once when nothing changed meanwhile', async () => {
    const { api, again } = await revisited();
    await releaseAll(api.profiles);
    await again;
    expect(api.profiles.asked).toBe(2);
  });
});
