import { ContainerModule } from 'inversify';
import { NoticeActions } from './notice-actions';
import { NoticeDetailsStore } from './notice-details.store';
import { NoticeEditorStore } from './notice-editor.store';
import { NoticeListStore } from './notice-list.store';
import { NoticeManageStore } from './notice-manage.store';
import { NoticeReceiptsStore } from './notice-receipts.store';

/** The notices feature: reading (list, details) and writing (发布管理, the editor, read receipts). Needs NoticeApi and NoticeManageApi. */
export const noticesModule = new ContainerModule(({ bind }) => {
  bind(NoticeListStore).toSelf().inSingletonScope();
  bind(NoticeDetailsStore).toSelf().inSingletonScope();
  bind(NoticeActions).toSelf().inSingletonScope();
  bind(NoticeManageStore).toSelf().inSingletonScope();
  bind(NoticeReceiptsStore).toSelf().inSingletonScope();
  bind(NoticeEditorStore).toSelf().inSingletonScope();
});
