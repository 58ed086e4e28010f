import { seedMeetingRooms } from '../../src/demo/meeting-rooms';
import { seedMeetingBook } from '../../src/demo/meetings';
import { applyMeeting, approveMeeting, cancelMeeting, meetingDetail, meetingPage, rejectMeeting } from '../../src/domain/meeting/meeting-apply';
import { replyToMeeting, saveMinutes, signInMeeting } from '../../src/domain/meeting/meeting-attend';
import type { MeetingCall, MeetingChanged, MeetingServed } from '../../src/domain/meeting/meeting-call';
import { bookingPage, bookRoom, calendarOf, cancelBooking, unitRooms } from '../../src/domain/meeting/meeting-rooms';
import type { MeetingBook } from '../../src/domain/meeting/meeting-types';
import {
  bookingListQuery,
  bookingSaveBody,
  calendarQuery,
  decisionBody,
  meetingIdBody,
  meetingIdQuery,
  meetingListQuery,
  meetingSaveBody,
  minutesBody,
  rejectionBody,
  replyBody,
} from '../../src/ports/api/meeting.schema';
import type { ServerContext } from '../context';
import type { Db } from '../db-types';
import { HttpError } from '../http/errors';
import { route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { atOf, directoryOf } from './process/book';

function unwrap<T>(result: MeetingServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new HttpError(status, message, { details });
}

/** db.meetings, seeded around the server's clock by the first meeting call of a fresh database. */
function bookOf(db: Db, server: ServerContext): MeetingBook {
  if (db.meetings === undefined) {
    const dir = directoryOf(db);
    db.meetings = seedMeetingBook(dir, seedMeetingRooms(db.divisions), server.now());
  }
  return db.meetings;
}

/** db.meetings, seeding a fresh database's first (the badge counts read them too). */
export async function meetingsOf(server: ServerContext): Promise<MeetingBook> {
  return server.store.db.meetings ?? server.store.update((db) => bookOf(db, server));
}

const callOf = (db: Readonly<Db>, meetings: MeetingBook, ctx: AuthedContext): MeetingCall => ({ dir: directoryOf(db), userId: ctx.session.user.userId, at: atOf(ctx.server), meetings });

/** A read, after a fresh database's seed has been kept. */
async function read<T>(ctx: AuthedContext, serve: (call: MeetingCall) => MeetingServed<T>): Promise<T> {
  const meetings = await meetingsOf(ctx.server);
  return unwrap(serve(callOf(ctx.server.store.db, meetings, ctx)));
}

/** Judged and written in one synchronous step (of two claims on a slot the second meets the first), then pushed. */
async function change<T>(ctx: AuthedContext, serve: (call: MeetingCall) => MeetingChanged<T>): Promise<T> {
  const { value, notices } = await ctx.server.store.update((db) => {
    const done = unwrap(serve(callOf(db, bookOf(db, ctx.server), ctx)));
    db.meetings = done.meetings;
    return done;
  });
  for (const n of notices) ctx.server.push.notifyUser(n.userId, { type: 'meeting', meetingId: n.meetingId, subject: n.subject, text: n.text });
  return value;
}

/** 会议: thin I/O over the meeting service. */
export function meetingRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/meeting/rooms', { auth: 'bearer', input: {} }, async (_input, ctx) => read(ctx, unitRooms));
  route(host, 'GET /api/op/meeting/calendar', { auth: 'bearer', input: { query: calendarQuery } }, async ({ query }, ctx) => read(ctx, (call) => calendarOf(call, query)));
  route(host, 'GET /api/op/meeting/booking/list', { auth: 'bearer', input: { query: bookingListQuery } }, async ({ query }, ctx) => read(ctx, (call) => bookingPage(call, query)));
  route(host, 'POST /api/op/meeting/booking/save', { auth: 'bearer', input: { body: bookingSaveBody } }, async ({ body }, ctx) => change(ctx, (call) => bookRoom(call, body)));
  route(host, 'POST /api/op/meeting/booking/cancel', { auth: 'bearer', input: { body: decisionBody } }, async ({ body }, ctx) =>
    change(ctx, (call) => cancelBooking(call, body.id, body.version)),
  );
  route(host, 'GET /api/op/meeting/list', { auth: 'bearer', input: { query: meetingListQuery } }, async ({ query }, ctx) => read(ctx, (call) => meetingPage(call, query)));
  route(host, 'GET /api/op/meeting/details', { auth: 'bearer', input: { query: meetingIdQuery } }, async ({ query }, ctx) => read(ctx, (call) => meetingDetail(call, query.id)));
  route(host, 'POST /api/op/meeting/apply', { auth: 'bearer', input: { body: meetingSaveBody } }, async ({ body }, ctx) => change(ctx, (call) => applyMeeting(call, body)));
  route(host, 'POST /api/op/meeting/approve', { auth: 'bearer', input: { body: decisionBody } }, async ({ body }, ctx) =>
    change(ctx, (call) => approveMeeting(call, body.id, body.version)),
  );
  route(host, 'POST /api/op/meeting/reject', { auth: 'bearer', input: { body: rejectionBody } }, async ({ body }, ctx) =>
    change(ctx, (call) => rejectMeeting(call, body.id, body.version, body.reason)),
  );
  route(host, 'POST /api/op/meeting/cancel', { auth: 'bearer', input: { body: decisionBody } }, async ({ body }, ctx) =>
    change(ctx, (call) => cancelMeeting(call, body.id, body.version)),
  );
  route(host, 'POST /api/op/meeting/reply', { auth: 'bearer', input: { body: replyBody } }, async ({ body }, ctx) => change(ctx, (call) => replyToMeeting(call, body)));
  route(host, 'POST /api/op/meeting/signin', { auth: 'bearer', input: { body: meetingIdBody } }, async ({ body }, ctx) => change(ctx, (call) => signInMeeting(call, body.id)));
  route(host, 'POST /api/op/meeting/minutes', { auth: 'bearer', input: { body: minutesBody } }, async ({ body }, ctx) =>
    change(ctx, (call) => saveMinutes(call, body.id, body.text, body.version)),
  );
}
