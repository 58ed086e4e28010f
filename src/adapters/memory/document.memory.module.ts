import { ContainerModule } from 'inversify';
import { ReceiptApi } from '../../ports/document.port';
import { MemoryReceiptApi } from './document.memory';

/** 公文's port on the in-memory backend; needs the core memory module. */
export const documentsMemoryModule = new ContainerModule(({ bind }) => {
  bind(ReceiptApi).to(MemoryReceiptApi).inSingletonScope();
});
