import { ContainerModule } from 'inversify';
import { MessageAttachmentStore } from './message-attachment.store';
import { MessageComposeStore } from './message-compose.store';
import { MessageDetailStore } from './message-detail.store';
import { InboxStore, SentStore } from './message-list.store';

/** 秘书's stores; need MessageApi (and the files feature for the attachment preview). */
export const messagesModule = new ContainerModule(({ bind }) => {
  bind(InboxStore).toSelf().inSingletonScope();
  bind(SentStore).toSelf().inSingletonScope();
  bind(MessageDetailStore).toSelf().inSingletonScope();
  bind(MessageComposeStore).toSelf().inSingletonScope();
  bind(MessageAttachmentStore).toSelf().inSingletonScope();
});
