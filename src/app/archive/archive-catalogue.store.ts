import { inject, injectable } from 'inversify';
import type { CatalogueDetail, CatalogueOutSave, CatalogueRow } from '../../domain/archive/archive-catalogue-types';
import type { ArchiveProblems, ArchiveRow, CatalogueDirection, RecordProblems } from '../../domain/archive/archive-types';
import { DEFAULT_PAGE_SIZE, toPageSize, type PageSize } from '../../domain/format/page-size';
import type { Page } from '../../ports/api/page.dto';
import { ArchiveCatalogueApi } from '../../ports/archive-catalogue.port';
import { ArchiveApi } from '../../ports/archive.port';
import { Store } from '../shared/store';
import { messageOf, problemsOf } from '../shared/failure-reading';
import { ARCHIVE_ACTION_FAILED, DetailStore } from './archive-record.store';

export const CANDIDATES_FAILED = '可选档案加载失败';
export const CATALOGUES_FAILED = '目录列表加载失败';

/** Where a list of the page stands; its sizes are SPEC section 9's, like every other list's. */
export interface Paging {
  readonly pageIndex: number;
  readonly pageSize: PageSize;
}
const FIRST_PAGE: Paging = { pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE };

/** A page asked for; a size outside SPEC's becomes the default one. */
type PageAsked = { readonly pageIndex?: number; readonly pageSize?: number };

interface CatalogueWork {
  readonly text: string;
  readonly candidates: Page<ArchiveRow> | undefined;
  readonly candidatesLoading: boolean;
  readonly candidatesError?: string;
  readonly candidatePaging: Paging;
  readonly catalogues: Page<CatalogueRow> | undefined;
  readonly cataloguesLoading: boolean;
  readonly cataloguesError?: string;
  readonly cataloguePaging: Paging;
  readonly busy: boolean;
  readonly actionError?: string;
  readonly problems: ArchiveProblems;
  /** Why each listed record may not go, when the catalogue was refused as a whole. */
  readonly refusals: RecordProblems;
  /** The catalogue just made, for its 目录号 and link. */
  readonly made?: CatalogueDetail;
}

const FRESH: CatalogueWork = {
  text: '',
  candidates: undefined,
  candidatesLoading: false,
  candidatePaging: FIRST_PAGE,
  catalogues: undefined,
  cataloguesLoading: false,
  cataloguePaging: FIRST_PAGE,
  busy: false,
  problems: {},
  refusals: {},
};

/** The page asked for (the first when none is named) at the size asked for, else the size the list has. */
const pagingOf = (asked: PageAsked, current: Paging): Paging => ({ pageIndex: asked.pageIndex ?? 1, pageSize: toPageSize(asked.pageSize ?? current.pageSize) });

/**
 * One 新目录 page: the records that may be listed, the catalogues of its direction, and the making
 * of one. A second submit while one runs does nothing, so a double click makes one catalogue.
 */
abstract class CatalogueWorkStore extends Store<CatalogueWork> {
  private candidateLoad = 0;
  private catalogueLoad = 0;

  protected constructor(
    readonly direction: CatalogueDirection,
    private readonly records: ArchiveApi,
    protected readonly api: ArchiveCatalogueApi,
  ) {
    super(FRESH);
  }

  protected abstract send(body: CatalogueOutSave): Promise<CatalogueDetail>;

  /** Never rejects; the latest load wins. Without a page size the list keeps the one it has. */
  async loadCandidates(text: string, asked: PageAsked = {}): Promise<void> {
    const generation = ++this.candidateLoad;
    const paging = pagingOf(asked, this.getValue().candidatePaging);
    this.update((s) => ({ ...s, text, candidatePaging: paging, candidatesLoading: true, candidatesError: undefined }));
    try {
      const query = { ...paging, candidateFor: this.direction, ...(text === '' ? {} : { text }) };
      const candidates = await this.records.archives(query);
      if (generation === this.candidateLoad) this.update((s) => ({ ...s, candidates, candidatesLoading: false }));
    } catch (error) {
      if (generation === this.candidateLoad) this.update((s) => ({ ...s, candidatesLoading: false, candidatesError: messageOf(error, CANDIDATES_FAILED) }));
    }
  }

  /** Never rejects; the latest load wins. Without a page size the list keeps the one it has. */
  async loadCatalogues(asked: PageAsked = {}): Promise<void> {
    const generation = ++this.catalogueLoad;
    const paging = pagingOf(asked, this.getValue().cataloguePaging);
    this.update((s) => ({ ...s, cataloguePaging: paging, cataloguesLoading: true, cataloguesError: undefined }));
    try {
      const catalogues = await this.api.catalogues({ ...paging, direction: this.direction });
      if (generation === this.catalogueLoad) this.update((s) => ({ ...s, catalogues, cataloguesLoading: false }));
    } catch (error) {
      if (generation === this.catalogueLoad) this.update((s) => ({ ...s, cataloguesLoading: false, cataloguesError: messageOf(error, CATALOGUES_FAILED) }));
    }
  }

  /** Resolves the catalogue made, or undefined when refused (the reasons are in the state). */
  async submit(body: CatalogueOutSave): Promise<CatalogueDetail | undefined> {
    if (this.getValue().busy) return undefined;
    this.update((s) => ({ ...s, busy: true, actionError: undefined, problems: {}, refusals: {}, made: undefined }));
    try {
      const made = await this.send(body);
      this.update((s) => ({ ...s, busy: false, made }));
      await Promise.all([this.loadCandidates(this.getValue().text), this.loadCatalogues()]);
      return made;
    } catch (error) {
      this.update((s) => ({ ...s, busy: false, actionError: messageOf(error, ARCHIVE_ACTION_FAILED), problems: problemsOf(error), refusals: problemsOf(error, 'recordProblems') }));
      return undefined;
    }
  }
}

/** 新目录入库. */
@injectable()
export class InCatalogueStore extends CatalogueWorkStore {
  constructor(@inject(ArchiveApi) records: ArchiveApi, @inject(ArchiveCatalogueApi) api: ArchiveCatalogueApi) {
    super('in', records, api);
  }

  protected send({ archiveIds, note }: CatalogueOutSave): Promise<CatalogueDetail> {
    return this.api.catalogueIn({ archiveIds, note });
  }
}

/** 新目录出库. */
@injectable()
export class OutCatalogueStore extends CatalogueWorkStore {
  constructor(@inject(ArchiveApi) records: ArchiveApi, @inject(ArchiveCatalogueApi) api: ArchiveCatalogueApi) {
    super('out', records, api);
  }

  protected send(body: CatalogueOutSave): Promise<CatalogueDetail> {
    return this.api.catalogueOut(body);
  }
}

/** One catalogue's page (?id=). */
@injectable()
export class CatalogueDetailStore extends DetailStore<CatalogueDetail> {
  constructor(@inject(ArchiveCatalogueApi) private readonly api: ArchiveCatalogueApi) {
    super();
  }

  protected fetch(id: string): Promise<CatalogueDetail> {
    return this.api.catalogue(id);
  }
}
