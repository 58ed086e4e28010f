import type { PushMessage } from '../../ports/api/user.dto';

interface Subscription {
  readonly userId: string;
  readonly clientUuid: string;
  readonly deliver: (message: PushMessage) => void;
}

/** The in-memory stand-in for the server's open event streams, one per browser (client uuid). */
export class MemoryPushHub {
  private readonly subscriptions = new Set<Subscription>();

  /** A reconnect of the same browser replaces its old stream, as on the server. */
  subscribe(userId: string, clientUuid: string, deliver: (message: PushMessage) => void): () => void {
    for (const old of this.subscriptions) {
      if (old.userId === userId && old.clientUuid === clientUuid) this.subscriptions.delete(old);
    }
    const subscription: Subscription = { userId, clientUuid, deliver };
    this.subscriptions.add(subscription);
    return () => {
      this.subscriptions.delete(subscription);
    };
  }

  /** SPEC section 8: every other browser of the account hears about the new sign-in. */
  announceSignIn(userId: string, clientUuid: string | undefined, place: string, time: string): void {
    for (const subscription of [...this.subscriptions]) {
      if (subscription.userId !== userId || subscription.clientUuid === clientUuid) continue;
      // Delivered asynchronously, as a network event would be (a microtask: fake timers do not hold it).
      queueMicrotask(() => subscription.deliver({ type: 'remote-login', place, time }));
    }
  }

  /** Every open browser of the user hears the message (a notice reminder). */
  deliverTo(userId: string, message: PushMessage): void {
    for (const subscription of [...this.subscriptions]) {
      if (subscription.userId === userId) queueMicrotask(() => subscription.deliver(message));
    }
  }
}
