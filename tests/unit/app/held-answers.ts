/**
 * Answers a fake API holds back until the test releases them, each with what the fake computed
 * when it was asked: how a slow server answers a load after a change made meanwhile.
 */
export class HeldAnswers<T> {
  private readonly waiting: (() => void)[] = [];
  asked = 0;

  hold(answer: T): Promise<T> {
    this.asked += 1;
    return new Promise((resolve) => this.waiting.push(() => resolve(answer)));
  }

  /** Answers the oldest call still waiting. */
  release(): void {
    this.waiting.shift()?.();
  }

  get count(): number {
    return this.waiting.length;
  }
}

/** Lets the answers released so far run through the store. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Answers every held call, including those the store asks again meanwhile. */
export async function releaseAll<T>(held: HeldAnswers<T>): Promise<void> {
  while (held.count > 0) {
    held.release();
    await settle();
  }
}
