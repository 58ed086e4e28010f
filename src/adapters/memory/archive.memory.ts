import { inject, injectable } from 'inversify';
import type { ArchiveCall, ArchiveChanged, ArchiveServed } from '../../domain/archive/archive-call';
import { decideLoan, loanDetail, loanPage, overdueLoans, requestLoan, returnLoan } from '../../domain/archive/archive-loans';
import { archiveDetail, archivePage, editArchive, moveOutArchive, registerArchive } from '../../domain/archive/archive-records';
import type {
  ArchiveDecision,
  ArchiveDetail,
  ArchiveEdit,
  ArchiveQuery,
  ArchiveRejection,
  ArchiveRow,
  ArchiveSave,
  LoanDetail,
  LoanQuery,
  LoanRequest,
  LoanRow,
} from '../../domain/archive/archive-types';
import { storageKeys } from '../../domain/session/storage-keys';
import { archiveEditBody, archiveIdQuery, archiveListQuery, archiveSaveBody, decisionBody, loanListQuery, loanRequestBody, reasonBody } from '../../ports/api/archive.schema';
import type { Page } from '../../ports/api/page.dto';
import type { ArchiveApi } from '../../ports/archive.port';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import { archiveBookOf, storeArchiveBook } from './memory-archives';
import { loanNotices } from '../../domain/archive/archive-notices';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { parsedInput } from './memory-input';
import { statusError } from './memory-refusal';
import { BackendFault } from './backend-fault';

/** Like the HTTP adapter: the pages show their own loading and error state. */
const quiet: MemoryCallOptions = { silent: true, notify: false };

/** Query values as a URL carries them, so the schema judges the same text on both backends. */
const asQuery = (query: object): Record<string, string> =>
  Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));

/** The mock server's refusal; a 400 carries the fields' messages beside it, as the server's body does. */
function unwrap<T>(result: ArchiveServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, fieldProblems } = result.error;
  const fault = statusError(status, message);
  if (fieldProblems === undefined || fault.failure.kind !== 'http') throw fault;
  throw new BackendFault({ ...fault.failure, body: { ...(fault.failure.body as object), fieldProblems } });
}

/** ArchiveApi on the in-memory backend: the same archive service as the mock server. */
@injectable()
export class MemoryArchiveApi implements ArchiveApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  archives(query: ArchiveQuery): Promise<Page<ArchiveRow>> {
    return this.read(() => archivePage(this.call(), parsedInput(archiveListQuery, asQuery(query))));
  }

  archive(id: string): Promise<ArchiveDetail> {
    return this.read(() => archiveDetail(this.call(), parsedInput(archiveIdQuery, { id }).id));
  }

  register(body: ArchiveSave): Promise<ArchiveDetail> {
    return this.change(() => registerArchive(this.call(), parsedInput(archiveSaveBody, body)));
  }

  update(body: ArchiveEdit): Promise<ArchiveDetail> {
    return this.change(() => editArchive(this.call(), parsedInput(archiveEditBody, body)));
  }

  moveOut(body: ArchiveRejection): Promise<ArchiveDetail> {
    return this.change(() => {
      const checked = parsedInput(reasonBody, body);
      return moveOutArchive(this.call(), checked.id, checked.version, checked.reason);
    });
  }

  loans(query: LoanQuery): Promise<Page<LoanRow>> {
    return this.read(() => loanPage(this.call(), parsedInput(loanListQuery, asQuery(query))));
  }

  overdue(): Promise<LoanRow[]> {
    return this.read(() => overdueLoans(this.call()));
  }

  loan(id: string): Promise<LoanDetail> {
    return this.read(() => loanDetail(this.call(), parsedInput(archiveIdQuery, { id }).id));
  }

  requestLoan(body: LoanRequest): Promise<LoanDetail> {
    return this.changeLoan(() => requestLoan(this.call(), parsedInput(loanRequestBody, body)));
  }

  approveLoan(body: ArchiveDecision): Promise<LoanDetail> {
    return this.changeLoan(() => {
      const checked = parsedInput(decisionBody, body);
      return decideLoan(this.call(), checked.id, checked.version, true);
    });
  }

  rejectLoan(body: ArchiveRejection): Promise<LoanDetail> {
    return this.changeLoan(() => {
      const checked = parsedInput(reasonBody, body);
      return decideLoan(this.call(), checked.id, checked.version, false, checked.reason);
    });
  }

  returnLoan(body: ArchiveDecision): Promise<LoanDetail> {
    return this.changeLoan(() => {
      const checked = parsedInput(decisionBody, body);
      return returnLoan(this.call(), checked.id, checked.version);
    });
  }

  private read<T>(serve: () => ArchiveServed<T>): Promise<T> {
    return this.runner.run(() => unwrap(serve()), quiet);
  }

  /** Judged and stored in one synchronous step, so two registrations of a series get consecutive 件号. */
  private change<T>(serve: () => ArchiveChanged<T>): Promise<T> {
    return this.runner.run(() => {
      const before = archiveBookOf(this.backend);
      const { archives, value } = unwrap(serve());
      storeArchiveBook(this.backend, archives);
      const { dir, userId } = this.call();
      for (const n of loanNotices(before, archives, dir, userId)) this.backend.push.deliverTo(n.userId, n.event);
      return value;
    }, quiet);
  }

  /** As the mock server: the loan's other party (borrower or keeper) is told to count the badges again. */
  private async changeLoan(serve: () => ArchiveChanged<LoanDetail>): Promise<LoanDetail> {
    const caller = this.call().userId;
    const loan = await this.change(serve);
    const time = new Date(this.backend.now()).toISOString();
    for (const userId of new Set([loan.borrowerId, loan.approverId])) if (userId !== caller) this.backend.push.deliverTo(userId, { type: 'counts-changed', time });
    return loan;
  }

  private call(): ArchiveCall {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    return { dir: { users, departments, divisions }, userId, at: new Date(this.backend.now()).toISOString(), archives: archiveBookOf(this.backend) };
  }
}
