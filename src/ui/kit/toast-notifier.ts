import type Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import type { Notice, Notifier } from '../../ports/browser.port';

/**
 * Notifier shown as Semi toasts. Toast is fetched on the first message so that the login
 * route does not pay for it up front; the same text is not stacked twice while on screen.
 */
export class ToastNotifier implements Notifier {
  private readonly showing = new Map<string, number>();
  private toast: Promise<typeof Toast> | undefined;

  notify(notice: Notice): void {
    const key = `${notice.level}:${notice.message}`;
    const now = Date.now();
    const until = this.showing.get(key);
    if (until !== undefined && until > now) return;
    this.showing.set(key, now + notice.durationMs);
    this.toast ??= import('@douyinfe/semi-ui-19/lib/es/toast').then((module) => module.default);
    void this.toast.then((toast) => {
      const options = { content: notice.message, duration: notice.durationMs / 1000 };
      if (notice.level === 'success') toast.success(options);
      else if (notice.level === 'info') toast.info(options);
      else if (notice.level === 'warning') toast.warning(options);
      else toast.error(options);
    });
  }
}
