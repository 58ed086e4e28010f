import { ContainerModule } from 'inversify';
import { ReceiptApi } from '../../ports/document.port';
import { HttpReceiptApi } from './document.http';

/** 公文's port over HTTP; needs the core httpModule. */
export const documentsHttpModule = new ContainerModule(({ bind }) => {
  bind(ReceiptApi).to(HttpReceiptApi).inSingletonScope();
});
