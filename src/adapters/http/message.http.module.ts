import { ContainerModule } from 'inversify';
import { MessageApi } from '../../ports/message.port';
import { HttpMessageApi } from './message.http';

/** 秘书's port over HTTP; needs the core httpModule. */
export const messagesHttpModule = new ContainerModule(({ bind }) => {
  bind(MessageApi).to(HttpMessageApi).inSingletonScope();
});
