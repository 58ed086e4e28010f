import { superviseCreate, superviseDetail, superviseList, superviseUrge } from '../../src/domain/affair/service';
import { object, optional, text } from '../http/schema';
import { route, type RouteHost } from '../http/typed-route';
import { changeBook, readBook } from './process/book';
import { affairKey, dateText, paging } from './process/schemas';

/** The Chinese names of the supervision fields, as the 400 messages say them. */
export const superviseFieldLabels = {
  id: '督办编号',
  supName: '督办名称',
  deadline: '办理期限',
  urgedUserId: '被督办人',
  content: '督办内容',
  text: '催办内容',
  startTime: '开始日期',
  endTime: '结束日期',
} as const;
const l = superviseFieldLabels;

const supervisionId = object({ id: text({ max: 64, min: 1, label: l.id }) });

/** 督办 (/api/supervise): the list, a supervision on an affair, its detail and reminders. */
export function superviseRoutes(host: RouteHost): void {
  route(
    host,
    'POST /api/supervise/list',
    {
      auth: 'bearer',
      input: {
        body: object({
          ...paging,
          startTime: optional(dateText(l.startTime)),
          endTime: optional(dateText(l.endTime)),
          supName: optional(text({ max: 50, label: l.supName })),
        }),
      },
    },
    async ({ body }, ctx) => readBook(ctx, ({ book, dir, userId, at }) => superviseList(book, dir, userId, body, at)),
  );

  route(
    host,
    'POST /api/supervise/create',
    {
      auth: 'bearer',
      input: {
        body: object({
          keyDigNumGather: affairKey,
          supName: text({ max: 50, label: l.supName }),
          // The service judges the date (format, not before today) in the same words for both backends.
          deadline: text({ max: 32, label: l.deadline }),
          urgedUserId: text({ max: 64, min: 1, label: l.urgedUserId }),
          content: text({ max: 2000, label: l.content }),
        }),
      },
    },
    async ({ body }, ctx) => changeBook(ctx, ({ book, dir, userId, at }) => superviseCreate(book, dir, userId, body, at)),
  );

  route(host, 'GET /api/supervise/detail/:id', { auth: 'bearer', input: { params: supervisionId } }, async ({ params }, ctx) =>
    readBook(ctx, ({ book, dir, userId, at }) => superviseDetail(book, dir, userId, params.id, at)),
  );

  route(
    host,
    'POST /api/supervise/urge/:id',
    { auth: 'bearer', input: { params: supervisionId, body: object({ text: text({ max: 500, label: l.text }) }) } },
    async ({ params, body }, ctx) => changeBook(ctx, ({ book, dir, userId, at }) => superviseUrge(book, dir, userId, params.id, body.text, at)),
  );
}
