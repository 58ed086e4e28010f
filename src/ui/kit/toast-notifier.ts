import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import type { Notice, Notifier } from '../../ports/browser.port';

/** Notifier shown as Semi toasts; the same text is not stacked twice while it is on screen. */
export class ToastNotifier implements Notifier {
  private readonly showing = new Map<string, number>();

  notify(notice: Notice): void {
    const key = `${notice.level}:${notice.message}`;
    const now = Date.now();
    const until = this.showing.get(key);
    if (until !== undefined && until > now) return;
    this.showing.set(key, now + notice.durationMs);
    const options = { content: notice.message, duration: notice.durationMs / 1000 };
    switch (notice.level) {
      case 'success':
        Toast.success(options);
        return;
      case 'info':
        Toast.info(options);
        return;
      case 'warning':
        Toast.warning(options);
        return;
      case 'error':
        Toast.error(options);
    }
  }
}
