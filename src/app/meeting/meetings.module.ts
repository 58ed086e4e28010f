import { ContainerModule } from 'inversify';
import { MeetingCalendarStore } from './meeting-calendar.store';
import { MeetingDetailStore } from './meeting-detail.store';
import { MeetingFormStore } from './meeting-form.store';
import { BookingListStore, MeetingListStore } from './meeting-list.store';

/** 会议's stores; need MeetingApi and ProfileApi. */
export const meetingsModule = new ContainerModule(({ bind }) => {
  bind(MeetingCalendarStore).toSelf().inSingletonScope();
  bind(MeetingListStore).toSelf().inSingletonScope();
  bind(BookingListStore).toSelf().inSingletonScope();
  bind(MeetingFormStore).toSelf().inSingletonScope();
  bind(MeetingDetailStore).toSelf().inSingletonScope();
});
