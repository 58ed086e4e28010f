import { useState, type ReactNode } from 'react';
import { PANEL_THEME, RightPanelStore, type RightPanelType } from '../../../app/panel/right-panel.store';
import { themePanelLabels } from '../../../domain/theme/labels';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { Sheet } from '../../kit/sheet';
import { FavouritesPanel } from './favourites-panel';
import { rightPanelTexts } from './right-panel-texts';
import { ThemeSettings } from './theme-settings';
import './right-panel.css';

const PANEL_WIDTH = 380;

/** The right panel of SPEC section 2: theme settings or favourites; closes on a click outside or Esc. */
export function RightPanel(): ReactNode {
  const panel = useService(RightPanelStore);
  const state = useStore(panel);
  // Keeps showing what was open while the sheet slides out.
  const [shown, setShown] = useState<RightPanelType>(PANEL_THEME);
  if (state.open && state.type !== shown) setShown(state.type);
  const type = state.open ? state.type : shown;
  const title = type === PANEL_THEME ? themePanelLabels.title : rightPanelTexts.favouritesTitle;

  return (
    <Sheet
      visible={state.open}
      title={title}
      aria-label={title}
      width={PANEL_WIDTH}
      maskClosable
      className="right-panel"
      onCancel={() => panel.close()}
    >
      {type === PANEL_THEME ? <ThemeSettings /> : <FavouritesPanel />}
    </Sheet>
  );
}
