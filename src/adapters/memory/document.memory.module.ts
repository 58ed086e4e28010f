import { ContainerModule } from 'inversify';
import { ReceiptApi } from '../../ports/document.port';
import { MemoryReceiptApi } from './document.memory';
import { PostApi } from '../../ports/document-post.port';
import { MemoryPostApi } from './document-post.memory';

/** 公文's port on the in-memory backend; needs the core memory module. */
export const documentsMemoryModule = new ContainerModule(({ bind }) => {
  bind(ReceiptApi).to(MemoryReceiptApi).inSingletonScope();
  bind(PostApi).to(MemoryPostApi).inSingletonScope();
});
