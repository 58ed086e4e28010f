import { ContainerModule } from 'inversify';
import { NoticeApi } from '../../ports/notice.port';
import { HttpNoticeApi } from './notice.http';

/** The notices feature's port over HTTP; needs the core httpModule. */
export const noticesHttpModule = new ContainerModule(({ bind }) => {
  bind(NoticeApi).to(HttpNoticeApi).inSingletonScope();
});
