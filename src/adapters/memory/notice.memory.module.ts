import { ContainerModule } from 'inversify';
import { NoticeApi } from '../../ports/notice.port';
import { MemoryNoticeApi } from './notice.memory';

/** The notices feature's port on the in-memory backend; needs the core memory module. */
export const noticesMemoryModule = new ContainerModule(({ bind }) => {
  bind(NoticeApi).to(MemoryNoticeApi).inSingletonScope();
});
