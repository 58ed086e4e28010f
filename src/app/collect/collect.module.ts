import { ContainerModule } from 'inversify';
import { CollectStore } from './collect.store';

/** The 我的收藏 page; its BookmarkApi is the shell's, shared with the favourites panel. */
export const collectModule = new ContainerModule(({ bind }) => {
  bind(CollectStore).toSelf().inSingletonScope();
});
