import { ContainerModule } from 'inversify';
import { MeetingApi } from '../../ports/meeting.port';
import { MemoryMeetingApi } from './meeting.memory';

/** 会议's port on the in-memory backend; needs the core memory module. */
export const meetingsMemoryModule = new ContainerModule(({ bind }) => {
  bind(MeetingApi).to(MemoryMeetingApi).inSingletonScope();
});
