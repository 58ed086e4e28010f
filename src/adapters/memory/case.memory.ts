import { inject, injectable } from 'inversify';
import { surveyOutlineOf } from '../../demo/surveys';
import { errorNameFor } from '../../domain/errors/error-names';
import type { BoxType } from '../../domain/affair/wire';
import { caseDetail, caseLinks, casePage, caseParams, registerCase, type CaseCall, type CaseServed } from '../../domain/case/case-service';
import type { CaseDetail, CaseDraft, CaseLink, CaseParams, CaseQuery, CaseRow } from '../../domain/case/case-types';
import { storageKeys } from '../../domain/session/storage-keys';
import { caseIdQuery, caseLinksQuery, caseListQuery, caseParamsQuery, caseRegisterBody } from '../../ports/api/case.schema';
import { toBoxType } from '../../ports/api/process.schema';
import type { Page } from '../../ports/api/page.dto';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { CaseApi } from '../../ports/case.port';
import { BackendFault } from './backend-fault';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { parsedInput } from './memory-input';

/** Like the HTTP adapter: the pages show their own loading and error state. */
const quiet: MemoryCallOptions = { silent: true, notify: false };

/** Query values as a URL carries them, so the schema judges the same text on both backends. */
const asQuery = (query: object): Record<string, string> =>
  Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));

/** The mock server's refusal body, with the fields' messages of a 400 beside it. */
function unwrap<T>(result: CaseServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new BackendFault({ kind: 'http', status, body: { code: status, msg: message, error: errorNameFor(status), error_description: message, ...details } });
}

/** CaseApi on the in-memory backend: the same case service as the mock server, over the same affair book. */
@injectable()
export class MemoryCaseApi implements CaseApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  list(query: CaseQuery): Promise<Page<CaseRow>> {
    return this.runner.run(() => unwrap(casePage(this.call(), parsedInput(caseListQuery, asQuery(query)))), quiet);
  }

  detail(id: string): Promise<CaseDetail> {
    return this.runner.run(() => unwrap(caseDetail(this.call(), parsedInput(caseIdQuery, { id }).id)), quiet);
  }

  params(id: string, boxType: BoxType): Promise<CaseParams> {
    return this.runner.run(() => {
      const query = parsedInput(caseParamsQuery, { id, boxType: String(boxType) });
      return unwrap(caseParams(this.call(), query.id, toBoxType(query.boxType ?? '1')));
    }, quiet);
  }

  links(text: string): Promise<CaseLink[]> {
    return this.runner.run(() => unwrap(caseLinks(this.call(), parsedInput(caseLinksQuery, { text }).text ?? '')), quiet);
  }

  register(draft: CaseDraft): Promise<CaseDetail> {
    return this.runner.run(() => {
      const { cases, affairs, value } = unwrap(registerCase(this.call(), parsedInput(caseRegisterBody, draft)));
      this.backend.cases = cases;
      this.backend.affairs = affairs;
      return value;
    }, quiet);
  }

  private call(): CaseCall {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    return { book: this.backend.filings, dir: { users, departments, divisions }, userId, at: new Date(this.backend.now()).toISOString(), cases: this.backend.cases, affairs: this.backend.affairs, outlineOf: surveyOutlineOf };
  }
}

