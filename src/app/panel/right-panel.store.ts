import { injectable } from 'inversify';
import { Store } from '../shared/store';

/** SPEC section 2: the right panel shows theme settings (1) or the user's favourites (2). */
export const PANEL_THEME = 1;
export const PANEL_FAVOURITES = 2;
export type RightPanelType = typeof PANEL_THEME | typeof PANEL_FAVOURITES;

type RightPanelState = { readonly open: false } | { readonly open: true; readonly type: RightPanelType };

const closed: RightPanelState = { open: false };

/** Whether the right panel is open, and with what. */
@injectable()
export class RightPanelStore extends Store<RightPanelState> {
  constructor() {
    super(closed);
  }

  open(type: RightPanelType): void {
    const state = this.getValue();
    if (state.open && state.type === type) return;
    this.set({ open: true, type });
  }

  close(): void {
    this.set(closed);
  }
}
