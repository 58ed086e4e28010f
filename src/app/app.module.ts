import { ContainerModule } from 'inversify';
import { FollowUpSink, LoadingTracker } from '../ports/http-events.port';
import { BookmarkToggleStore } from './favourites/bookmark-toggle.store';
import { LoadingStore } from './loading/loading.store';
import { BadgeRefresh } from './menu/badge-refresh';
import { MenuCountsStore } from './menu/menu-counts.store';
import { MenuStore } from './menu/menu.store';
import { FavouritesStore } from './panel/favourites.store';
import { RightPanelStore } from './panel/right-panel.store';
import { EntryGuardService } from './session/entry-guard.service';
import { PasswordService } from './session/password.service';
import { SessionStore } from './session/session.store';
import { FollowUpRelay } from './shared/follow-up-relay';
import { TabsStore } from './tabs/tabs.store';
import { ThemeStore } from './theme/theme.store';
import { VersionStore } from './version/version.store';

/**
 * The stores of the signed-in shell (session, menu, tabs, theme, badges, right panel, the 收藏 toggle), one
 * instance each for the life of the page. Each feature binds its own in its *.module.ts, loaded
 * with the feature's first route.
 */
export const appModule = new ContainerModule(({ bind }) => {
  bind(LoadingStore).toSelf().inSingletonScope();
  bind(LoadingTracker).toService(LoadingStore);
  bind(FollowUpRelay).toSelf().inSingletonScope();
  bind(FollowUpSink).toService(FollowUpRelay);
  bind(MenuStore).toSelf().inSingletonScope();
  bind(VersionStore).toSelf().inSingletonScope();
  bind(SessionStore).toSelf().inSingletonScope();
  bind(EntryGuardService).toSelf().inSingletonScope();
  bind(PasswordService).toSelf().inSingletonScope();
  bind(TabsStore).toSelf().inSingletonScope();
  bind(MenuCountsStore).toSelf().inSingletonScope();
  bind(BadgeRefresh).toService(MenuCountsStore);
  bind(ThemeStore).toSelf().inSingletonScope();
  bind(RightPanelStore).toSelf().inSingletonScope();
  bind(FavouritesStore).toSelf().inSingletonScope();
  bind(BookmarkToggleStore).toSelf().inSingletonScope();
});
