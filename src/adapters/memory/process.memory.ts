import { inject, injectable, optional } from 'inversify';
import { accreditUsers, affairDetail, buttonsFor, delegationsOf, historyRows, opinionsOf } from '../../domain/affair/service/detail';
import { affairWorking } from '../../domain/affair/service/working';
import { applyAction } from '../../domain/affair/service/actions';
import { caseHandoffNotices } from '../../domain/case/case-notices';
import { postSendCheck } from '../../domain/document/post-send-check';
import { boxColumns, boxPage } from '../../domain/affair/service/box-page';
import { diagramOf, diagramSvg } from '../../domain/affair/service/diagram';
import { forwardOptions } from '../../domain/affair/service/forward';
import { processTree, registerAffair } from '../../domain/affair/service/register';
import type { ActionRequest } from '../../domain/affair/service/types';
import { printJob, printTemplates, type PrintJob } from '../../domain/affair/service/print';
import type { PrintTemplate } from '../../domain/affair/wire';
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
import {
  boxQuery,
  columnsQuery,
  commandBody,
  completeBody,
  detailParams,
  diagramParams,
  idParams,
  keyBody,
  keyQuery,
  metaParams,
  opinionBody,
  printPdfQuery,
  printWordQuery,
  registerBody,
  registerParams,
  transferBody,
  turnBackBody,
  accreditAnswerBody,
  accreditApplyBody,
} from '../../ports/api/process.schema';
import { httpError } from './backend-fault';
import { MemoryBook, unwrapServed } from './memory-book';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { postBookOf } from './memory-posts';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { PrintFontMissingError, type PrintFont, type PrintFontSource } from '../../print/print-font';
import { PrintFontToken } from './print-font.token';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const bytesBlob = (bytes: Uint8Array, type: string): Blob => new Blob([Uint8Array.from(bytes)], { type });

/** ProcessApi on the in-memory backend: the same affair service as the mock server. */
@injectable()
export class MemoryProcessApi implements ProcessApi {
  private readonly book: MemoryBook;

  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
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
    return this.run(() => {
      const { id } = this.book.checked(registerParams, { id: procDefId });
      const checked = this.book.checked(registerBody, body);
      return this.book.change(({ book, dir, userId, at }) => registerAffair(book, dir, userId, id, checked, at));
    });
  }

  box(name: BoxName, query: BoxQuery): Promise<Page<BoxRow>> {
    return this.run(() => {
      const checked = this.book.checked(boxQuery, query);
      return this.book.read(({ book, dir, userId, at }) => boxPage(book, dir, userId, name, checked, at));
    });
  }

  columns(boxType: BoxType): Promise<BoxColumn[]> {
    return this.run(() => {
      this.book.checked(columnsQuery, { boxType: String(boxType) });
      return boxColumns(boxType);
    });
  }

  detail(keyDigNumGather: string): Promise<AffairDetail> {
    return this.run(() => {
      this.book.checked(detailParams, { keyDigNumGather });
      return this.book.read(({ book, dir, userId, at }) => affairDetail(book, dir, userId, keyDigNumGather, at));
    });
  }

  meta(keyDigNumGather: string, boxType: BoxType): Promise<AffairWorking> {
    return this.run(() => {
      this.book.checked(metaParams, { keyDigNumGather, boxType: String(boxType) });
      return this.book.read(({ book, dir, userId, at }) => affairWorking(book, dir, userId, keyDigNumGather, boxType, at));
    });
  }

  buttons(keyDigNumGather: string): Promise<ActionButton[]> {
    return this.run(() => {
      this.book.checked(keyQuery, { keyDigNumGather });
      return this.book.read(({ book, dir, userId, at }) => buttonsFor(book, dir, userId, keyDigNumGather, at));
    });
  }

  forwardOptions(kind: ForwardKind, keyDigNumGather: string): Promise<ForwardOptions> {
    return this.run(() => {
      this.book.checked(idParams, { id: keyDigNumGather });
      return this.book.read(({ book, dir, userId, at }) => forwardOptions(book, dir, userId, kind, keyDigNumGather, at));
    });
  }

  complete(body: CompleteBody): Promise<AffairDetail> {
    return this.act(() => ({ kind: 'complete', body: this.book.checked(completeBody, body) }));
  }

  turnBack(body: TurnBackBody): Promise<AffairDetail> {
    return this.act(() => ({ kind: 'turnBack', body: this.book.checked(turnBackBody, body) }));
  }

  transfer(body: TransferBody): Promise<AffairDetail> {
    return this.act(() => ({ kind: 'transfer', body: this.book.checked(transferBody, body) }));
  }

  simple(action: SimpleAction, body: AffairCommand): Promise<AffairDetail> {
    return this.act(() => ({ kind: action, body: this.book.checked(commandBody, body) }));
  }

  accreditUsers(keyDigNumGather: string): Promise<HandlerOption[]> {
    return this.run(() => {
      this.book.checked(keyQuery, { keyDigNumGather });
      return this.book.read(({ book, dir, userId }) => accreditUsers(book, dir, userId, keyDigNumGather));
    });
  }

  accreditApply(body: AccreditApplyBody): Promise<AffairDetail> {
    return this.act(() => ({ kind: 'accreditApply', body: this.book.checked(accreditApplyBody, body) }));
  }

  accreditList(keyDigNumGather: string): Promise<DelegationRow[]> {
    return this.run(() => {
      this.book.checked(idParams, { id: keyDigNumGather });
      return this.book.read(({ book, dir, userId }) => delegationsOf(book, dir, userId, keyDigNumGather));
    });
  }

  accreditAnswer(body: AccreditAnswerBody): Promise<AffairDetail> {
    return this.act(() => ({ kind: 'accreditAnswer', body: this.book.checked(accreditAnswerBody, body) }));
  }

  history(keyDigNumGather: string): Promise<HistoryRow[]> {
    return this.run(() => {
      this.book.checked(keyQuery, { keyDigNumGather });
      return this.book.read(({ book, dir, userId }) => historyRows(book, dir, userId, keyDigNumGather));
    });
  }

  historyImage(keyDigNumGather: string): Promise<DownloadedFile> {
    return this.run(() => {
      this.book.checked(keyQuery, { keyDigNumGather });
      const svg = this.book.read(({ book, dir, userId }) => diagramSvg(book, dir, userId, keyDigNumGather));
      return { blob: new Blob([svg], { type: 'image/svg+xml' }), contentType: 'image/svg+xml', fileName: `${keyDigNumGather}-流程图.svg` };
    });
  }

  sendOpinion(body: AffairCommand & { readonly opinion: string }): Promise<AffairDetail> {
    return this.act(() => ({ kind: 'opinion', body: this.book.checked(opinionBody, body) }));
  }

  opinions(keyDigNumGather: string): Promise<OpinionsData> {
    return this.run(() => {
      this.book.checked(keyBody, { keyDigNumGather });
      return this.book.read(({ book, dir, userId }) => opinionsOf(book, dir, userId, keyDigNumGather));
    });
  }

  printTemplates(keyDigNumGather: string): Promise<PrintTemplate[]> {
    return this.run(() => {
      this.book.checked(keyBody, { keyDigNumGather });
      return this.book.read(({ book, dir, userId }) => printTemplates(book, dir, userId, keyDigNumGather));
    });
  }

  printPdf(reportDefineId: string, keyDigNumGather: string): Promise<DownloadedFile> {
    return this.run(async () => {
      this.book.checked(printPdfQuery, { reportDefineId, keyDigNumGather });
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
      this.book.checked(printWordQuery, { reportId, keyDigNumGather });
      const job = this.printJob(keyDigNumGather, (t) => t.reportId === reportId);
      const { renderAffairWord } = await import('../../print/affair-word');
      const bytes = await renderAffairWord(job.sheet);
      return { blob: bytesBlob(bytes, DOCX_TYPE), contentType: DOCX_TYPE, fileName: job.fileName('docx') };
    });
  }

  diagram(key: string): Promise<BpmnDiagram> {
    return this.run(() => {
      this.book.checked(diagramParams, { key });
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

  /** The request is built (its body checked) inside the call, so a refusal is the call's answer. */
  private act(request: () => ActionRequest): Promise<AffairDetail> {
    return this.run(() => {
      const checked = request();
      const before = this.backend.affairs;
      const value = this.book.change(({ book, dir, userId, at }) => applyAction(book, dir, userId, checked, at, [postSendCheck(postBookOf(this.backend))]));
      // A case handed on tells its new handlers, as the mock server pushes it.
      const { dir, userId, at } = this.book.call();
      for (const n of caseHandoffNotices(this.backend.cases.cases, before, this.backend.affairs, dir, userId, at)) this.backend.push.deliverTo(n.userId, n.event);
      return value;
    });
  }

  private run<T>(operation: () => T | Promise<T>, options?: MemoryCallOptions): Promise<T> {
    return this.runner.run(operation, options);
  }
}
