import { inject, injectable } from 'inversify';
import type { DashboardLayout, WidgetId, WidgetSetting } from '../../domain/dashboard/dashboard-types';
import { isApiFailure } from '../../ports/api-failure';
import { DashboardApi } from '../../ports/dashboard.port';
import { Store } from '../shared/store';

/** Shown while the saved layout cannot be read, so a failing layout call never blanks the widgets. */
export const FALLBACK_WIDGETS: readonly WidgetSetting[] = (
  ['fast-entry', 'business', 'notice', 'statistics', 'supervise', 'news', 'most-used'] as const
).map((id) => ({ id, visible: true }));

export interface LayoutState {
  readonly layout: DashboardLayout | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  /** The widgets being edited (布局设置 open), or undefined. */
  readonly draft: readonly WidgetSetting[] | undefined;
  readonly saving: boolean;
  /** The last save or reset failed; the edit stays open. */
  readonly saveFailed: boolean;
  /** The failure's Chinese message when the server gave one, or empty. */
  readonly saveMessage: string;
}

const initial: LayoutState = { layout: undefined, loading: false, failed: false, draft: undefined, saving: false, saveFailed: false, saveMessage: '' };

const messageOf = (error: unknown): string => (isApiFailure(error) ? error.userMessage.message : '');

/** The user's personal 工作台 layout: which widgets show, in which order, saved on the server. */
@injectable()
export class LayoutStore extends Store<LayoutState> {
  constructor(@inject(DashboardApi) private readonly api: DashboardApi) {
    super(initial);
  }

  /** The widgets the page shows now, in order (the fallback while the layout is unknown). */
  widgets(): readonly WidgetSetting[] {
    return this.getValue().layout?.widgets ?? FALLBACK_WIDGETS;
  }

  async load(): Promise<void> {
    this.update((state) => ({ ...state, loading: true, failed: false }));
    try {
      const layout = await this.api.layout();
      this.update((state) => ({ ...state, layout, loading: false }));
    } catch {
      this.update((state) => ({ ...state, loading: false, failed: true }));
    }
  }

  edit(): void {
    this.update((state) => ({ ...state, draft: this.widgets(), saveFailed: false, saveMessage: '' }));
  }

  cancel(): void {
    this.update((state) => ({ ...state, draft: undefined, saveFailed: false, saveMessage: '' }));
  }

  toggle(id: WidgetId, visible: boolean): void {
    this.changeDraft((draft) => draft.map((widget) => (widget.id === id ? { id, visible } : widget)));
  }

  /** Moves a widget to the place of another (drag) or by a step (上移/下移); out of range does nothing. */
  move(id: WidgetId, to: WidgetId | number): void {
    this.changeDraft((draft) => {
      const from = draft.findIndex((widget) => widget.id === id);
      const moved = draft[from];
      const target = typeof to === 'number' ? from + to : draft.findIndex((widget) => widget.id === to);
      if (moved === undefined || target < 0 || target >= draft.length || target === from) return draft;
      const next = draft.filter((widget) => widget.id !== id);
      next.splice(target, 0, moved);
      return next;
    });
  }

  /** Saves the draft; on failure the edit stays open with the reason. Resolves true when saved. */
  save(): Promise<boolean> {
    const draft = this.getValue().draft;
    if (draft === undefined) return Promise.resolve(false);
    return this.commit(() => this.api.saveLayout(draft));
  }

  /** 恢复默认: the role's default layout. */
  reset(): Promise<boolean> {
    return this.commit(() => this.api.resetLayout());
  }

  private async commit(call: () => Promise<DashboardLayout>): Promise<boolean> {
    this.update((state) => ({ ...state, saving: true, saveFailed: false, saveMessage: '' }));
    try {
      const layout = await call();
      this.update((state) => ({ ...state, layout, failed: false, draft: undefined, saving: false }));
      return true;
    } catch (error) {
      this.update((state) => ({ ...state, saving: false, saveFailed: true, saveMessage: messageOf(error) }));
      return false;
    }
  }

  private changeDraft(change: (draft: readonly WidgetSetting[]) => readonly WidgetSetting[]): void {
    this.update((state) => (state.draft === undefined ? state : { ...state, draft: change(state.draft), saveFailed: false, saveMessage: '' }));
  }
}
