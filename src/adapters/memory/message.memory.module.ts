import { ContainerModule } from 'inversify';
import { MessageApi } from '../../ports/message.port';
import { MemoryMessageApi } from './message.memory';

/** 秘书's port on the in-memory backend; needs the core memory module. */
export const messagesMemoryModule = new ContainerModule(({ bind }) => {
  bind(MessageApi).to(MemoryMessageApi).inSingletonScope();
});
