import { inject, injectable } from 'inversify';
import type { NoticeDraft } from '../../domain/notice/notice-types';
import { isApiFailure } from '../../ports/api-failure';
import { Notifier } from '../../ports/browser.port';
import { NoticeManageApi } from '../../ports/notice-manage.port';
import { noticeAppMessages as m } from './notice-app-messages';

/** A writer's change to one notice; each names the version the writer saw. */
export type NoticeAction =
  | { readonly kind: 'publish' }
  | { readonly kind: 'withdraw' }
  | { readonly kind: 'pin'; readonly pinned: boolean }
  | { readonly kind: 'remove' };

/** What became of an action: done (with the changed notice unless removed), refused as stale (409) or failed otherwise. */
export type NoticeActionOutcome =
  | { readonly kind: 'done'; readonly draft: NoticeDraft | undefined }
  | { readonly kind: 'stale' }
  | { readonly kind: 'failed' };

const SUCCESS_MS = 2000;
const ERROR_MS = 4000;

const successText: Readonly<Record<NoticeAction['kind'], string>> = { publish: m.published, withdraw: m.withdrawn, pin: m.pinChanged, remove: m.removed };

/** Runs the writers' actions of 发布管理 and the details page, and says how each went (the user sees a toast either way). */
@injectable()
export class NoticeActions {
  constructor(
    @inject(NoticeManageApi) private readonly api: NoticeManageApi,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async run(id: string, version: number, action: NoticeAction): Promise<NoticeActionOutcome> {
    try {
      const draft = await this.call(id, version, action);
      this.notifier.notify({ message: successText[action.kind], level: 'success', durationMs: SUCCESS_MS });
      return { kind: 'done', draft };
    } catch (error) {
      this.tell(error);
      return isApiFailure(error) && error.failure.kind === 'http' && error.failure.status === 409 ? { kind: 'stale' } : { kind: 'failed' };
    }
  }

  /** 提醒未读: how many readers were reminded, or undefined when it failed. */
  async remind(id: string): Promise<number | undefined> {
    try {
      const count = await this.api.remind(id);
      this.notifier.notify({ message: m.reminded(count), level: 'success', durationMs: SUCCESS_MS });
      return count;
    } catch (error) {
      this.tell(error);
      return undefined;
    }
  }

  private async call(id: string, version: number, action: NoticeAction): Promise<NoticeDraft | undefined> {
    switch (action.kind) {
      case 'publish':
        return this.api.publish(id, version);
      case 'withdraw':
        return this.api.withdraw(id, version);
      case 'pin':
        return this.api.pin(id, action.pinned, version);
      case 'remove':
        await this.api.remove(id, version);
        return undefined;
    }
  }

  /** The adapter shows most failures itself; only what it left unsaid is shown here. */
  private tell(error: unknown): void {
    if (isApiFailure(error) && error.notified) return;
    const message = isApiFailure(error) ? error.userMessage.message : m.failed;
    this.notifier.notify({ message, level: 'error', durationMs: ERROR_MS });
  }
}
