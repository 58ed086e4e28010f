import { BehaviorSubject, type Observable } from 'rxjs';

/** What views need from a store: the current value and its changes. */
export interface ReadableStore<T> {
  readonly state$: Observable<T>;
  /** Returns the stored object itself, so React's useSyncExternalStore sees stable references. */
  getValue(): T;
}

/** State in a BehaviorSubject; every change is a new immutable value. */
export abstract class Store<T> implements ReadableStore<T> {
  private readonly subject: BehaviorSubject<T>;
  readonly state$: Observable<T>;

  protected constructor(initial: T) {
    this.subject = new BehaviorSubject(initial);
    this.state$ = this.subject.asObservable();
  }

  getValue(): T {
    return this.subject.getValue();
  }

  protected set(next: T): void {
    if (next !== this.subject.getValue()) this.subject.next(next);
  }

  protected update(change: (current: T) => T): void {
    this.set(change(this.subject.getValue()));
  }
}
