import { ContainerModule } from 'inversify';
import { MeetingApi } from '../../ports/meeting.port';
import { HttpMeetingApi } from './meeting.http';

/** 会议's port over HTTP; needs the core httpModule. */
export const meetingsHttpModule = new ContainerModule(({ bind }) => {
  bind(MeetingApi).to(HttpMeetingApi).inSingletonScope();
});
