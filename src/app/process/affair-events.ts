import { inject, injectable, optional } from 'inversify';
import { Subject, type Observable } from 'rxjs';
import { MenuCountsStore } from '../menu/menu-counts.store';

/**
 * "Some affair changed": the details page reports every accepted action here, and the box lists
 * reload when they are shown again. The menu badges follow at once, whether or not a list is open.
 */
@injectable()
export class AffairEvents {
  private readonly subject = new Subject<void>();
  readonly changed$: Observable<void> = this.subject.asObservable();

  constructor(@inject(MenuCountsStore) @optional() private readonly counts?: MenuCountsStore) {}

  notify(): void {
    this.subject.next();
    void this.counts?.load();
  }
}
