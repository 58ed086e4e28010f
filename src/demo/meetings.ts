import type { Directory } from '../domain/directory/directory';
import { dayNumber, isoOfDay } from '../domain/filing/calendar-date';
import { applyMeeting, approveMeeting, cancelMeeting, rejectMeeting } from '../domain/meeting/meeting-apply';
import { replyToMeeting, saveMinutes, signInMeeting } from '../domain/meeting/meeting-attend';
import type { MeetingCall, MeetingChanged } from '../domain/meeting/meeting-call';
import { bookRoom } from '../domain/meeting/meeting-rooms';
import { chinaNow } from '../domain/meeting/meeting-slots';
import type { MeetingBook, MeetingRoom, ReplyAnswer } from '../domain/meeting/meeting-types';

/**
 * The demo meetings, played through the meeting service itself at times before each act, so
 * they obey every rule. They lie around the day the data is seeded (the seed's clock): one
 * from last week with minutes, today's training, one later this week awaiting a reply, one
 * 待审批 for the unit's 办公室, one rejected, one cancelled and two direct bookings, for the
 * province bureau, 南昌市 and 南昌县 (the units of the demo accounts).
 */

interface Cast {
  readonly divisionCode: string;
  /** The demo account, then three colleagues (the unit's 办公室 approves). */
  readonly lead: string;
  readonly colleagues: readonly [string, string, string];
  readonly approver: string;
  readonly subjects: readonly [past: string, today: string, week: string, pending: string, rejected: string, cancelled: string, recent: string, video: string, visit: string];
}

const CASTS: readonly Cast[] = [
  {
    divisionCode: '360000',
    lead: '10002',
    colleagues: ['10101', '10102', '10103'],
    approver: '10104',
    subjects: ['全省用地备案工作季度调度会', '国土空间用途管制业务培训（第二期）', '2027年度土地利用计划编制座谈会', '设施农业用地监管专题研究会', '临时用地复垦验收工作协调会', '耕地保护督察反馈问题整改推进会', '用途管制处处务会', '与自然资源部视频连线', '项目单位来访接待'],
  },
  {
    divisionCode: '360100',
    lead: '10003',
    colleagues: ['10201', '10202', '10203'],
    approver: '10204',
    subjects: ['全市用地备案工作推进会', '用地备案系统操作培训', '第四季度耕地保护工作调度会', '违法用地专项整治工作部署会', '临时用地到期复垦情况通报会', '科室负责人例会', '用途管制科科务会', '与省厅视频会商', '项目业主约谈'],
  },
  {
    divisionCode: '360121',
    lead: '10004',
    colleagues: ['10301', '10302', '10303'],
    approver: '10304',
    subjects: ['十一月份股室工作例会', '耕地保护田长制业务培训', '第四季度用地备案工作推进会', '乡镇国土所业务工作会', '临时用地复垦验收现场会筹备会', '执法监察工作周调度会', '用途管制股周例会', '与市局视频连线', '项目业主约谈'],
  },
];

const AGENDA = ['一、传达上级有关会议和文件精神', '二、通报近期工作进展及存在问题', '三、研究部署下一阶段重点工作', '四、其他事项'].join('\n');
const LEAVE_REASONS = ['外出开展建设踏勘，无法参会', '参加市局业务培训', '在乡镇督导耕地保护工作'];
const MINUTES =
  '会议听取了各股室近期工作情况汇报。会议指出，用地备案工作总体有序，但个别项目资料报送不及时。会议要求：一是按期完成备案材料补正；二是加强临时用地到期复垦督促；三是下周五前报送本月工作小结。';

const at = (date: string, time: string): string => new Date(Date.parse(`${date}T${time}:00+08:00`)).toISOString();

function expectOk<T>(result: MeetingChanged<T>, what: string): { meetings: MeetingBook; value: T } {
  if (!result.ok) throw new Error(`meeting seed: ${what}: ${result.error.message}`);
  return result.value;
}

/** One unit's meetings on a book that already has its rooms. */
function playCast(start: MeetingBook, dir: Directory, cast: Cast, today: number): MeetingBook {
  let book = start;
  const day = (offset: number): string => isoOfDay(today + offset);
  const rooms = book.rooms.filter((r: MeetingRoom) => r.divisionCode === cast.divisionCode).map((r) => r.id);
  const room = (index: number): string => rooms[index % rooms.length] ?? '';
  const call = (userId: string, when: string): MeetingCall => ({ dir, userId, at: when, meetings: book });
  const run = <T>(result: MeetingChanged<T>, what: string): T => {
    const done = expectOk(result, `${cast.divisionCode} ${what}`);
    book = done.meetings;
    return done.value;
  };
  const [b, c, d] = cast.colleagues;
  const s = cast.subjects;
  const apply = (organizer: string, host: string, roomIndex: number, date: string, from: string, to: string, subject: string, attendees: readonly string[], when: string) =>
    run(applyMeeting(call(organizer, when), { version: 0, roomId: room(roomIndex), date, start: from, end: to, subject, hostId: host, attendeeIds: attendees, agenda: AGENDA }), subject);
  const approve = (id: string, version: number, when: string) => run(approveMeeting(call(cast.approver, when), id, version), `approve ${id}`);
  const reply = (id: string, userId: string, answer: ReplyAnswer, when: string, reason = '') =>
    run(replyToMeeting(call(userId, when), { id, answer, reason, version: 0 }), `reply ${id}`);

  const past = apply(cast.lead, cast.lead, 0, day(-5), '15:00', '16:30', s[0], [cast.lead, b, c, d], at(day(-8), '09:10'));
  approve(past.id, past.version, at(day(-7), '10:20'));
  reply(past.id, b, 'attend', at(day(-6), '08:45'));
  reply(past.id, c, 'attend', at(day(-6), '09:30'));
  reply(past.id, d, 'leave', at(day(-6), '11:05'), LEAVE_REASONS[0]);
  for (const [userId, time] of [[cast.lead, '14:41'], [b, '14:48'], [c, '14:55']] as const) run(signInMeeting(call(userId, at(day(-5), time)), past.id), 'sign in');
  run(saveMinutes(call(cast.lead, at(day(-5), '17:10')), past.id, MINUTES, 0), 'minutes');

  const recent = apply(cast.lead, cast.lead, 1, day(-2), '09:30', '11:00', s[6], [cast.lead, b, c], at(day(-4), '16:00'));
  approve(recent.id, recent.version, at(day(-3), '09:15'));
  reply(recent.id, b, 'attend', at(day(-3), '10:00'));

  const training = apply(b, cast.lead, 0, day(0), '08:30', '17:30', s[1], [cast.lead, c, d], at(day(-4), '10:00'));
  approve(training.id, training.version, at(day(-3), '14:30'));
  reply(training.id, cast.lead, 'attend', at(day(-2), '09:00'));
  reply(training.id, c, 'attend', at(day(-2), '10:40'));
  reply(training.id, d, 'leave', at(day(-1), '15:20'), LEAVE_REASONS[1]);

  const week = apply(c, cast.lead, 0, day(2), '09:00', '10:30', s[2], [cast.lead, b, d], at(day(-1), '15:00'));
  approve(week.id, week.version, at(day(-1), '16:30'));
  reply(week.id, b, 'attend', at(day(-1), '17:00'));
  reply(week.id, d, 'leave', at(day(-1), '17:20'), LEAVE_REASONS[2]);

  apply(cast.lead, cast.lead, 0, day(1), '10:00', '11:30', s[3], [b, c, d], at(day(-1), '11:00'));

  const rejected = apply(b, b, 1, day(3), '14:30', '16:00', s[4], [cast.lead, c], at(day(-2), '09:40'));
  run(rejectMeeting(call(cast.approver, at(day(-1), '10:10')), rejected.id, rejected.version, '该时段会议室已安排上级检查组使用，请调整时间后重新申请'), 'reject');

  const cancelled = apply(cast.lead, cast.lead, 0, day(1), '14:30', '15:30', s[5], [b, c], at(day(-3), '15:00'));
  run(cancelMeeting(call(cast.lead, at(day(-2), '08:50')), cancelled.id, cancelled.version), 'cancel');

  run(bookRoom(call(d, at(day(-1), '09:00')), { roomId: room(1), date: day(0), start: '10:00', end: '11:00', subject: s[7] }), 'video booking');
  run(bookRoom(call(cast.lead, at(day(-1), '09:30')), { roomId: room(2), date: day(1), start: '09:00', end: '10:00', subject: s[8] }), 'visit booking');
  return book;
}

/** The meetings of the demo units around `nowMs`, on the given rooms. */
export function seedMeetingBook(dir: Directory, rooms: readonly MeetingRoom[], nowMs: number): MeetingBook {
  const today = dayNumber(chinaNow(new Date(nowMs).toISOString()).date) ?? 0;
  let book: MeetingBook = { rooms, bookings: [], meetings: [], revisions: {}, sequence: 0 };
  for (const cast of CASTS) book = playCast(book, dir, cast, today);
  return book;
}
