import { ContainerModule } from 'inversify';
import { ReceiptApi } from '../../ports/document.port';
import { HttpReceiptApi } from './document.http';
import { PostApi } from '../../ports/document-post.port';
import { HttpPostApi } from './document-post.http';

/** 公文's port over HTTP; needs the core httpModule. */
export const documentsHttpModule = new ContainerModule(({ bind }) => {
  bind(ReceiptApi).to(HttpReceiptApi).inSingletonScope();
  bind(PostApi).to(HttpPostApi).inSingletonScope();
});
