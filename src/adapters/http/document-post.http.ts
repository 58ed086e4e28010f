import { inject, injectable } from 'inversify';
import type { PostQuery } from '../../domain/document/post-service';
import type { PostUnitOption, PostView } from '../../domain/document/post-view';
import type { PostSaveBody } from '../../ports/api/document-post.endpoints';
import type { Page } from '../../ports/api/page.dto';
import type { PostApi } from '../../ports/document-post.port';
import type { DownloadedFile } from '../../ports/process.port';
import { ApiCaller, type CallOptions } from './api-caller';
import { downloadFile } from './file-download';
import { HttpClients } from './http-client';

/** The pages show their own loading and error state, not the overlay or a toast. */
const quiet: CallOptions = { silent: true, notify: false };

/** PostApi over HTTP. */
@injectable()
export class HttpPostApi implements PostApi {
  constructor(
    @inject(ApiCaller) private readonly api: ApiCaller,
    @inject(HttpClients) private readonly clients: HttpClients,
  ) {}

  list(query: PostQuery): Promise<Page<PostView>> {
    return this.api.call('GET /api/op/document/post/list', { query }, quiet);
  }

  detail(id: string): Promise<PostView> {
    return this.api.call('GET /api/op/document/post/details', { query: { id } }, quiet);
  }

  save(body: PostSaveBody): Promise<PostView> {
    return this.api.call('POST /api/op/document/post/save', { body }, quiet);
  }

  submit(id: string, version: number): Promise<PostView> {
    return this.api.call('POST /api/op/document/post/submit', { body: { id, version } }, quiet);
  }

  number(id: string): Promise<PostView> {
    return this.api.call('POST /api/op/document/post/number', { body: { id } }, quiet);
  }

  units(): Promise<PostUnitOption[]> {
    return this.api.call('GET /api/op/document/post/units', {}, quiet);
  }

  paper(id: string): Promise<DownloadedFile> {
    return downloadFile(this.clients, 'GET /api/op/document/post/paper', { params: { id } }, `${id}.pdf`);
  }
}
