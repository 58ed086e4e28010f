import type { FollowUp } from '../../../src/domain/errors/error-catalogue';
import type { Notice, Notifier } from '../../../src/ports/browser.port';
import type { FollowUpSink, LoadingTracker } from '../../../src/ports/http-events.port';

/** Notifier that remembers what it was asked to show. */
export class RecordingNotifier implements Notifier {
  readonly notices: Notice[] = [];
  notify(notice: Notice): void {
    this.notices.push(notice);
  }
  last(): Notice | undefined {
    return this.notices.at(-1);
  }
}

/** LoadingTracker that counts starts and ends, and remembers the texts. */
export class RecordingLoading implements LoadingTracker {
  starts = 0;
  ends = 0;
  readonly texts: (string | undefined)[] = [];
  start(text?: string): void {
    this.starts += 1;
    this.texts.push(text);
  }
  end(): void {
    this.ends += 1;
  }
  /** Calls still open: more ends than starts would make it negative. */
  get open(): number {
    return this.starts - this.ends;
  }
}

export class RecordingFollowUps implements FollowUpSink {
  readonly actions: FollowUp[] = [];
  followUp(action: FollowUp): void {
    this.actions.push(action);
  }
}
