import { inject, injectable, optional } from 'inversify';
import { accreditUsers, affairDetail, buttonsFor, delegationsOf, historyRows, opinionsOf } from '../../domain/affair/service/detail';
import { affairWorking } from '../../domain/affair/service/working';
import { applyAction } from '../../domain/affair/service/actions';
import { boxColumns, boxPage } from '../../domain/affair/service/box-page';
import { diagramOf, diagramSvg } from '../../domain/affair/service/diagram';
import { forwardOptions } from '../../domain/affair/service/forward';
import { printTemplates } from '../../domain/affair/service/print';
import { processTree, registerAffair } from '../../domain/affair/service/register';
import type { ActionRequest, AffairBook, Changed, Directory, Served } from '../../domain/affair/service/types';
import { printJob, type PrintJob } from '../../domain/affair/service/print';
import type { PrintTemplate } from '../../domain/affair/wire';
import { storageKeys } from '../../domain/session/storage-keys';
import type {
  AccreditAnswerBody,
  AccreditApplyBody,
  ActionButton,
  AffairCommand,
  AffairDetail,
  AffairWorking,
  BoxColumn,
  BoxName,
  BoxQuery,
  BoxRow,
  BoxType,
  BpmnDiagram,
  CompleteBody,
  DelegationRow,
  ForwardOptions,
  HandlerOption,
  HistoryRow,
  OpinionsData,
  ProcessTreeNode,
  RegisterBody,
  TransferBody,
  TurnBackBody,
} from '../../ports/api/process.dto';
import type { Page } from '../../ports/api/page.dto';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { DownloadedFile, ForwardKind, ProcessApi, SimpleAction } from '../../ports/process.port';
import { httpError } from './backend-fault';
import { statusError } from './memory-refusal';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { PrintFontMissingError, type PrintFont, type PrintFontSource } from '../../print/print-font';
import { PrintFontToken } from './print-font.token';

/** What every service call receives: the book, the directory, the signed-in user and the backend clock. */
interface MemoryBookCall {
  readonly book: AffairBook;
  readonly dir: Directory;
  readonly userId: string;
  readonly at: string;
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The service's answer, or its refusal thrown as the HTTP error the mock server would answer. */
function unwrapServed<T>(result: Served<T>): T {
  if (result.ok) return result.value;
  throw statusError(result.error.status, result.error.message);
}

/** Reads and changes of the affair book on the memory backend, as the signed-in user. */
export class MemoryBook {
  constructor(
    private readonly backend: MemoryBackend,
    private readonly sessionStorage: KeyValueStorage,
  ) {}

  call(): MemoryBookCall {
    const account = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    return { book: this.backend.affairs, dir: { users, departments, divisions }, userId: account.userId, at: new Date(this.backend.now()).toISOString() };
  }

  read<T>(query: (call: MemoryBookCall) => Served<T>): T {
    return unwrapServed(query(this.call()));
  }

  /** Computed and stored in one synchronous step, so two calls are applied one after the other. */
  change<T>(compute: (call: MemoryBookCall) => Changed<T>): T {
    const { book, value } = unwrapServed(compute(this.call()));
    this.backend.affairs = book;
    return value;
  }
}

const bytesBlob = (bytes: Uint8Array, type: string): Blob => new Blob([Uint8Array.from(bytes)], { type });

/** ProcessApi on the in-memory backend: the same affair service as the mock server. */
@injectable()
export class MemoryProcessApi implements ProcessApi {
  private readonly book: MemoryBook;

  constructor(
    @inject(MemoryBackendToken) backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) sessionStorage: KeyValueStorage,
    @inject(PrintFontToken) @optional() private readonly printFont?: PrintFontSource,
  ) {
    this.book = new MemoryBook(backend, sessionStorage);
  }

  processTree(): Promise<ProcessTreeNode[]> {
    return this.run(() => {
      this.book.call();
      return processTree();
    });
  }

  register(procDefId: string, body: RegisterBody): Promise<AffairWorking> {
    return this.run(() => this.book.change(({ book, dir, userId, at }) => registerAffair(book, dir, userId, procDefId, body, at)));
  }

  box(name: BoxName, query: BoxQuery): Promise<Page<BoxRow>> {
    return this.run(() => this.book.read(({ book, dir, userId, at }) => boxPage(book, dir, userId, name, query, at)));
  }

  columns(boxType: BoxType): Promise<BoxColumn[]> {
    return this.run(() => {
      this.book.call();
      return boxColumns(boxType);
    });
  }

  detail(keyDigNumGather: string): Promise<AffairDetail> {
    return this.run(() => this.book.read(({ book, dir, userId, at }) => affairDetail(book, dir, userId, keyDigNumGather, at)));
  }

  meta(keyDigNumGather: string, boxType: BoxType): Promise<AffairWorking> {
    return this.run(() => this.book.read(({ book, dir, userId, at }) => affairWorking(book, dir, userId, keyDigNumGather, boxType, at)));
  }

  buttons(keyDigNumGather: string): Promise<ActionButton[]> {
    return this.run(() => this.book.read(({ book, dir, userId, at }) => buttonsFor(book, dir, userId, keyDigNumGather, at)));
  }

  forwardOptions(kind: ForwardKind, keyDigNumGather: string): Promise<ForwardOptions> {
    return this.run(() => this.book.read(({ book, dir, userId, at }) => forwardOptions(book, dir, userId, kind, keyDigNumGather, at)));
  }

  complete(body: CompleteBody): Promise<AffairDetail> {
    return this.act({ kind: 'complete', body });
  }

  turnBack(body: TurnBackBody): Promise<AffairDetail> {
    return this.act({ kind: 'turnBack', body });
  }

  transfer(body: TransferBody): Promise<AffairDetail> {
    return this.act({ kind: 'transfer', body });
  }

  simple(action: SimpleAction, body: AffairCommand): Promise<AffairDetail> {
    return this.act({ kind: action, body });
  }

  accreditUsers(keyDigNumGather: string): Promise<HandlerOption[]> {
    return this.run(() => this.book.read(({ book, dir, userId }) => accreditUsers(book, dir, userId, keyDigNumGather)));
  }

  accreditApply(body: AccreditApplyBody): Promise<AffairDetail> {
    return this.act({ kind: 'accreditApply', body });
  }

  accreditList(keyDigNumGather: string): Promise<DelegationRow[]> {
    return this.run(() => this.book.read(({ book, dir, userId }) => delegationsOf(book, dir, userId, keyDigNumGather)));
  }

  accreditAnswer(body: AccreditAnswerBody): Promise<AffairDetail> {
    return this.act({ kind: 'accreditAnswer', body });
  }

  history(keyDigNumGather: string): Promise<HistoryRow[]> {
    return this.run(() => this.book.read(({ book, dir, userId }) => historyRows(book, dir, userId, keyDigNumGather)));
  }

  historyImage(keyDigNumGather: string): Promise<DownloadedFile> {
    return this.run(() => {
      const svg = this.book.read(({ book, dir, userId }) => diagramSvg(book, dir, userId, keyDigNumGather));
      return { blob: new Blob([svg], { type: 'image/svg+xml' }), contentType: 'image/svg+xml', fileName: `${keyDigNumGather}-流程图.svg` };
    });
  }

  sendOpinion(body: AffairCommand & { readonly opinion: string }): Promise<AffairDetail> {
    return this.act({ kind: 'opinion', body });
  }

  opinions(keyDigNumGather: string): Promise<OpinionsData> {
    return this.run(() => this.book.read(({ book, dir, userId }) => opinionsOf(book, dir, userId, keyDigNumGather)));
  }

  printTemplates(keyDigNumGather: string): Promise<PrintTemplate[]> {
    return this.run(() => this.book.read(({ book, dir, userId }) => printTemplates(book, dir, userId, keyDigNumGather)));
  }

  printPdf(reportDefineId: string, keyDigNumGather: string): Promise<DownloadedFile> {
    return this.run(async () => {
      const job = this.printJob(keyDigNumGather, (t) => t.reportDefineId === reportDefineId);
      const font = await this.loadPrintFont();
      // Loaded on first print: pdfkit stays out of every bundle that never prints on this backend.
      const { renderAffairPdf } = await import('../../print/affair-pdf');
      const bytes = await renderAffairPdf(job.sheet, font);
      return { blob: bytesBlob(bytes, 'application/pdf'), contentType: 'application/pdf', fileName: job.fileName('pdf') };
    });
  }

  printWord(reportId: string, keyDigNumGather: string): Promise<DownloadedFile> {
    return this.run(async () => {
      const job = this.printJob(keyDigNumGather, (t) => t.reportId === reportId);
      const { renderAffairWord } = await import('../../print/affair-word');
      const bytes = await renderAffairWord(job.sheet);
      return { blob: bytesBlob(bytes, DOCX_TYPE), contentType: DOCX_TYPE, fileName: job.fileName('docx') };
    });
  }

  diagram(key: string): Promise<BpmnDiagram> {
    return this.run(() => {
      this.book.call();
      return unwrapServed(diagramOf(key));
    });
  }

  /** The font the PDF embeds; none bound or none found is the mock server's 503. */
  private async loadPrintFont(): Promise<PrintFont> {
    try {
      if (this.printFont === undefined) throw new PrintFontMissingError();
      return await this.printFont();
    } catch (error) {
      if (error instanceof PrintFontMissingError) throw httpError(error.status, 'server_error', error.message);
      throw error;
    }
  }

  private printJob(key: string, matches: (template: PrintTemplate) => boolean): PrintJob {
    return this.book.read(({ book, dir, userId, at }) => printJob(book, dir, userId, key, at, matches));
  }

  private act(request: ActionRequest): Promise<AffairDetail> {
    return this.run(() => this.book.change(({ book, dir, userId, at }) => applyAction(book, dir, userId, request, at)));
  }

  private run<T>(operation: () => T | Promise<T>, options?: MemoryCallOptions): Promise<T> {
    return this.runner.run(operation, options);
  }
}
