import type Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import type { Clock, Notice, Notifier } from '../../ports/browser.port';

/** Long enough after start that the login page has painted; short enough to beat a network drop. */
const PREFETCH_DELAY_MS = 1500;

/**
 * Notifier shown as Semi toasts. Toast stays out of the login page's first load and is fetched
 * shortly after start, so that a message about a lost network can still be shown when the
 * network is gone. The same text is not stacked twice while it is on screen.
 */
export class ToastNotifier implements Notifier {
  private readonly showing = new Map<string, number>();
  private toast: Promise<typeof Toast> | undefined;

  constructor(private readonly clock: Clock) {
    setTimeout(() => void this.load().catch(() => undefined), PREFETCH_DELAY_MS);
  }

  notify(notice: Notice): void {
    const key = `${notice.level}:${notice.message}`;
    const now = this.clock.now();
    const until = this.showing.get(key);
    if (until !== undefined && until > now) return;
    this.showing.set(key, now + notice.durationMs);
    this.load().then(
      (toast) => {
        const options = { content: notice.message, duration: notice.durationMs / 1000 };
        if (notice.level === 'success') toast.success(options);
        else if (notice.level === 'info') toast.info(options);
        else if (notice.level === 'warning') toast.warning(options);
        else toast.error(options);
      },
      () => {
        // Toast could not be fetched (offline before the prefetch): keep the message visible somewhere.
        this.showing.delete(key);
        console.error(notice.message);
      },
    );
  }

  private load(): Promise<typeof Toast> {
    this.toast ??= import('@douyinfe/semi-ui-19/lib/es/toast').then(
      (module) => module.default,
      (error: unknown) => {
        this.toast = undefined;
        throw error;
      },
    );
    return this.toast;
  }
}
