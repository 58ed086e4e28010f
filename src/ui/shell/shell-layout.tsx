import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { MenuStore } from '../../app/menu/menu.store';
import { RightPanelStore } from '../../app/panel/right-panel.store';
import { ThemeStore } from '../../app/theme/theme.store';
import { useService } from '../di/container-context';
import { useStore } from '../hooks/use-store';
import { SemiLocale } from '../kit/semi-locale';
import { ManualDialog } from './manual-dialog';
import { CachedOutlet } from './page-cache/cached-outlet';
import { RightPanel } from './right-panel/right-panel';
import { NewSidebar } from './sidebar/new-sidebar';
import { OldSidebar } from './sidebar/old-sidebar';
import { resolveRoute } from './spec-routes';
import { TabStrip, useTabSync } from './tabs/tab-strip';
import { focusSettingsButton, TopBar } from './top-bar/top-bar';
import { useVisitRecording } from './visits/use-visit-recording';
import './shell-layout.css';

/** The signed-in frame of SPEC section 2: sidebar by navigation mode, top bar, tabs, content, right panel. */
export default function ShellLayout(): ReactNode {
  const { navModel } = useStore(useService(ThemeStore));
  const { routes } = useStore(useService(MenuStore));
  const panel = useService(RightPanelStore);
  const { pathname } = useLocation();
  const [manualOpen, setManualOpen] = useState(false);
  const resolve = useCallback((path: string) => resolveRoute(path, routes), [routes]);
  useTabSync(resolve);
  useVisitRecording((path) => resolve(path) !== undefined);

  return (
    <SemiLocale>
      <div className={`shell shell-${navModel}`}>
        {navModel === 'siamese' ? <NewSidebar /> : <OldSidebar />}
        <div className="shell-main">
          <TopBar onOpenPanel={(type) => panel.open(type)} onOpenManual={() => setManualOpen(true)} />
          <TabStrip />
          <main className="shell-content" id="shell-content">
            <CachedOutlet name={resolve(pathname)?.name} />
          </main>
        </div>
        <RightPanel />
        <ManualDialog visible={manualOpen} onClose={() => setManualOpen(false)} afterClose={focusSettingsButton} />
      </div>
    </SemiLocale>
  );
}
