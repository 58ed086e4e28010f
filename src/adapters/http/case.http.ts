import { inject, injectable } from 'inversify';
import type { BoxType } from '../../domain/affair/wire';
import type { CaseDetail, CaseDraft, CaseLink, CaseParams, CaseQuery, CaseRow } from '../../domain/case/case-types';
import type { CaseApi } from '../../ports/case.port';
import type { Page } from '../../ports/api/page.dto';
import { ApiCaller, type CallOptions } from './api-caller';

/** The pages show their own loading and error state, not the overlay or a toast. */
const quiet: CallOptions = { silent: true, notify: false };

/** CaseApi over HTTP. */
@injectable()
export class HttpCaseApi implements CaseApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  list(query: CaseQuery): Promise<Page<CaseRow>> {
    return this.api.call('GET /api/op/case/list', { query }, quiet);
  }

  detail(id: string): Promise<CaseDetail> {
    return this.api.call('GET /api/op/case/details', { query: { id } }, quiet);
  }

  params(id: string, boxType: BoxType): Promise<CaseParams> {
    return this.api.call('GET /api/op/case/params', { query: { id, boxType: `${boxType}` as const } }, quiet);
  }

  links(text: string): Promise<CaseLink[]> {
    return this.api.call('GET /api/op/case/links', { query: { text } }, quiet);
  }

  register(draft: CaseDraft): Promise<CaseDetail> {
    return this.api.call('POST /api/op/case/register', { body: draft }, quiet);
  }
}
