import { ContainerModule } from 'inversify';
import { NoticeManageApi } from '../../ports/notice-manage.port';
import { NoticeApi } from '../../ports/notice.port';
import { HttpNoticeApi } from './notice.http';
import { HttpNoticeManageApi } from './notice-manage.http';

/** The notices feature's port over HTTP; needs the core httpModule. */
export const noticesHttpModule = new ContainerModule(({ bind }) => {
  bind(NoticeApi).to(HttpNoticeApi).inSingletonScope();
  bind(NoticeManageApi).to(HttpNoticeManageApi).inSingletonScope();
});
