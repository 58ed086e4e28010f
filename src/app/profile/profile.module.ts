import { ContainerModule } from 'inversify';
import { ProfileStore } from './profile.store';

/** The 个人中心 page; its ProfileApi is the shell's, shared with the password dialog. */
export const profileModule = new ContainerModule(({ bind }) => {
  bind(ProfileStore).toSelf().inSingletonScope();
});
