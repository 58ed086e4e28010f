import { ContainerModule } from 'inversify';
import { NoticeManageApi } from '../../ports/notice-manage.port';
import { NoticeApi } from '../../ports/notice.port';
import { MemoryNoticeApi } from './notice.memory';
import { MemoryNoticeManageApi } from './notice-manage.memory';

/** The notices feature's port on the in-memory backend; needs the core memory module. */
export const noticesMemoryModule = new ContainerModule(({ bind }) => {
  bind(NoticeApi).to(MemoryNoticeApi).inSingletonScope();
  bind(NoticeManageApi).to(MemoryNoticeManageApi).inSingletonScope();
});
