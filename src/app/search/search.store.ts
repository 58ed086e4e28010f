import { inject, injectable } from 'inversify';
import { toPageSize, type PageSize } from '../../domain/format/page-size';
import { listPageSize } from '../shared/list-page-size';
import type { SearchKindFilter, SearchPage } from '../../domain/search/search-types';
import { tokenize } from '../../domain/search/tokenize';
import { SearchApi } from '../../ports/search.port';
import { Store } from '../shared/store';

interface SearchRequest {
  readonly txt: string;
  readonly kind: SearchKindFilter;
  readonly pageIndex: number;
  readonly pageSize: PageSize;
}

interface SearchState {
  readonly request: SearchRequest;
  /** The last answer; undefined before the first one and for blank text. */
  readonly page: SearchPage | undefined;
  readonly loading: boolean;
  /** The last search failed (the adapter has shown why); the results are those of the search before. */
  readonly error: boolean;
}

const initialRequest = (): SearchRequest => ({ txt: '', kind: 'all', pageIndex: 1, pageSize: listPageSize() });

/** /search?txt=: the ranked hits of the text, one kind or all, a page at a time. */
@injectable()
export class SearchStore extends Store<SearchState> {
  private generation = 0;

  constructor(@inject(SearchApi) private readonly api: SearchApi) {
    super({ request: initialRequest(), page: undefined, loading: false, error: false });
  }

  /** Searches for a text (from the address); a new text starts from all kinds and page 1. Never rejects. */
  async open(txt: string): Promise<void> {
    const current = this.getValue().request;
    if (current.txt === txt && this.getValue().page !== undefined) return this.run(current);
    return this.run({ ...initialRequest(), pageSize: current.pageSize, txt });
  }

  async filter(kind: SearchKindFilter): Promise<void> {
    await this.run({ ...this.getValue().request, kind, pageIndex: 1 });
  }

  async goTo(pageIndex: number): Promise<void> {
    await this.run({ ...this.getValue().request, pageIndex: Number.isInteger(pageIndex) && pageIndex >= 1 ? pageIndex : 1 });
  }

  async resize(pageSize: number): Promise<void> {
    await this.run({ ...this.getValue().request, pageSize: toPageSize(pageSize), pageIndex: 1 });
  }

  async retry(): Promise<void> {
    await this.run(this.getValue().request);
  }

  /** Runs one search; an older search that answers late is ignored. Blank text finds nothing without a call. */
  private async run(request: SearchRequest): Promise<void> {
    const generation = ++this.generation;
    if (tokenize(request.txt).length === 0) {
      this.set({ request, page: undefined, loading: false, error: false });
      return;
    }
    this.update((state) => ({ ...state, request, loading: true, error: false }));
    try {
      const page = await this.api.search({ txt: request.txt, kind: request.kind, pageIndex: request.pageIndex, pageSize: request.pageSize });
      if (generation !== this.generation) return;
      this.set({ request, page, loading: false, error: false });
    } catch {
      if (generation !== this.generation) return;
      this.update((state) => ({ ...state, loading: false, error: true }));
    }
  }
}
