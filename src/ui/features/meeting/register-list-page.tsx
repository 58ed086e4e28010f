import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { MeetingCalendarStore } from '../../../app/meeting/meeting-calendar.store';
import { BookingListStore } from '../../../app/meeting/meeting-list.store';
import { listPageSize } from '../../../app/shared/list-page-size';
import { chinaToday } from '../../../domain/filing/calendar-date';
import { formatDate } from '../../../domain/format/date';
import type { BookingRow } from '../../../domain/meeting/meeting-types';
import { useService } from '../../di/container-context';
import { useClock } from '../../hooks/use-clock';
import { useStore } from '../../hooks/use-store';
import { ListEmpty } from '../../kit/list-empty';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { bookingFormUrl, calendarAddressOf, calendarUrl, daysOf, meetingUrl, REGISTER_FORM, shiftDate, type CalendarAddress } from './meeting-address';
import { meetingTexts } from './meeting-texts';
import { RoomDayCalendar, RoomWeekCalendar } from './room-calendar';
import './meeting.css';

const t = meetingTexts.register;

function Calendar({ address }: { readonly address: CalendarAddress }): ReactNode {
  const store = useService(MeetingCalendarStore);
  const { rooms, entries, loading, error } = useStore(store);
  const navigate = useNavigate();
  const days = useMemo(() => daysOf(address), [address]);
  const first = days[0] ?? address.date;
  const last = days[days.length - 1] ?? address.date;
  useEffect(() => void store.load({ startDate: first, endDate: last }), [store, first, last]);
  const go = (next: CalendarAddress): void => void navigate(calendarUrl(next));
  const step = address.view === 'day' ? 1 : 7;

  return (
    <section className="meeting__panel" aria-labelledby="meeting-calendar-heading">
      <div className="meeting__head">
        <h2 id="meeting-calendar-heading" className="meeting__subheading">
          {t.calendar}
        </h2>
        <div className="meeting__tools">
          <Button onClick={() => go({ ...address, date: shiftDate(address.date, -step) })}>{t.previous}</Button>
          <label className="meeting__inline-field">
            <span>{t.date}</span>
            <DatePicker aria-label={t.date} value={address.date} onChange={(value) => value instanceof Date && go({ ...address, date: formatDate(value.getTime()) })} />
          </label>
          <Button onClick={() => go({ ...address, date: shiftDate(address.date, step) })}>{t.next}</Button>
          <div role="group" aria-label={t.view} className="meeting__tools">
            <Button aria-pressed={address.view === 'day'} theme={address.view === 'day' ? 'solid' : 'light'} onClick={() => go({ ...address, view: 'day' })}>
              {t.day}
            </Button>
            <Button aria-pressed={address.view === 'week'} theme={address.view === 'week' ? 'solid' : 'light'} onClick={() => go({ ...address, view: 'week' })}>
              {t.week}
            </Button>
          </div>
        </div>
      </div>
      {error === undefined ? null : <ReloadBanner message={error} onReload={() => void store.reload()} />}
      {rooms === undefined || entries === undefined ? (
        error === undefined ? (
          <p role="status">{loading ? meetingTexts.loading : null}</p>
        ) : null
      ) : rooms.length === 0 ? (
        <p className="meeting__empty">{t.noRooms}</p>
      ) : address.view === 'day' ? (
        <RoomDayCalendar date={address.date} rooms={rooms} entries={entries} onChoose={(roomId, date, start) => void navigate(bookingFormUrl({ roomId, date, start }))} />
      ) : (
        <RoomWeekCalendar days={days} rooms={rooms} entries={entries} onDay={(date) => go({ date, view: 'day' })} />
      )}
    </section>
  );
}

function MyBookings(): ReactNode {
  const store = useService(BookingListStore);
  const { page, loading, error } = useStore(store);
  const [paging, setPaging] = useState<{ pageIndex: number; pageSize: number }>(() => ({ pageIndex: 1, pageSize: listPageSize() }));
  useEffect(() => void store.load(paging), [store, paging]);
  const cancel = async (row: BookingRow): Promise<void> => {
    const refused = await store.cancel(row);
    if (refused === undefined) Toast.success(t.cancelled);
    else Toast.error(refused);
  };
  const columns = [
    { title: t.columns.room, dataIndex: 'roomName' },
    { title: t.columns.date, dataIndex: 'date' },
    { title: t.columns.time, dataIndex: 'start', render: (_: unknown, row: BookingRow) => `${row.start}-${row.end}` },
    { title: t.columns.subject, dataIndex: 'subject', render: (_: unknown, row: BookingRow) => (row.meetingId === undefined ? row.subject : <Link to={meetingUrl(row.meetingId)}>{row.subject}</Link>) },
    { title: t.columns.state, dataIndex: 'stateLabel' },
    {
      title: t.columns.action,
      dataIndex: 'id',
      render: (_: unknown, row: BookingRow) =>
        row.meetingId === undefined && row.state === 'confirmed' ? (
          <Button size="small" type="danger" aria-label={`${t.cancel} ${row.roomName} ${row.date} ${row.start}`} onClick={() => void cancel(row)}>
            {t.cancel}
          </Button>
        ) : null,
    },
  ];
  return (
    <section className="meeting__panel" aria-labelledby="meeting-bookings-heading">
      <h2 id="meeting-bookings-heading" className="meeting__subheading">
        {t.myBookings}
      </h2>
      {error === undefined ? null : <ReloadBanner message={error} onReload={() => void store.reload()} />}
      <Table<BookingRow>
        rowKey="id"
        columns={columns}
        dataSource={page?.rows ?? []}
        loading={loading}
        pagination={false}
        empty={
          <ListEmpty failed={error !== undefined} waiting={page === undefined && loading} loadingText={meetingTexts.loading}>
            {meetingTexts.empty}
          </ListEmpty>
        }
      />
      {page === undefined || page.total === 0 ? null : (
        <ListPager total={page.total} pageIndex={paging.pageIndex} pageSize={paging.pageSize} onPage={(pageIndex) => setPaging({ ...paging, pageIndex })} onResize={(pageSize) => setPaging({ pageIndex: 1, pageSize })} />
      )}
    </section>
  );
}

/** 会议室登记 (/meeting/manager/register/list): the rooms' day or week (in the address) and my bookings. */
export default function RegisterListPage(): ReactNode {
  const { search } = useLocation();
  const clock = useClock();
  const navigate = useNavigate();
  const today = chinaToday(clock.now()) ?? '2026-01-01';
  const address = useMemo(() => calendarAddressOf(search, today), [search, today]);
  return (
    <div className="meeting">
      <div className="meeting__head">
        <h1 className="meeting__heading">{t.heading}</h1>
        <Button type="primary" theme="solid" onClick={() => void navigate(REGISTER_FORM)}>
          {t.newBooking}
        </Button>
      </div>
      <Calendar address={address} />
      <MyBookings />
    </div>
  );
}
