import { EMPTY_POST_BOOK, numberPostAt, postDetail, postPage, savePost, submitPost, type PostCall } from '../../src/domain/document/post-service';
import { postUnitTree } from '../../src/domain/document/post-view';
import { formatTimestamp } from '../../src/domain/format/date';
import type { Result } from '../../src/domain/shared/result';
import { postPaperFileName, postPaperPdf } from '../../src/print/post-paper-pdf';
import { PrintFontMissingError } from '../../src/print/print-font';
import { postIdQuery, postListQuery, postNumberBody, postSaveBody, postSubmitBody } from '../../src/ports/api/document-post.schema';
import type { Db } from '../db-types';
import { HttpError } from '../http/errors';
import { rawRoute, route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { findPrintFont } from '../print/fonts';
import { contentDisposition } from './manual';
import { atOf, directoryOf } from './process/book';

function unwrap<T>(result: Result<T, { readonly status: number; readonly message: string }>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new HttpError(status, message, { details });
}

const callOf = (db: Readonly<Db>, ctx: AuthedContext, at: string): PostCall => ({
  dir: directoryOf(db),
  userId: ctx.session.user.userId,
  at,
  posts: db.posts ?? EMPTY_POST_BOOK,
  affairs: db.affairs,
});

/** A change judged and written in one synchronous step: of two 编号 at once, each gets its own 文号. */
function change(ctx: AuthedContext, compute: (call: PostCall) => ReturnType<typeof savePost>) {
  const at = atOf(ctx.server);
  return ctx.server.store.update((db) => {
    const { posts, affairs, value } = unwrap(compute(callOf(db, ctx, at)));
    db.posts = posts;
    db.affairs = affairs;
    return value;
  });
}

/** 发文: thin I/O over the post service and the affair book. */
export function documentPostRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/document/post/list', { auth: 'bearer', input: { query: postListQuery } }, async ({ query }, ctx) =>
    unwrap(postPage(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query)),
  );

  route(host, 'GET /api/op/document/post/details', { auth: 'bearer', input: { query: postIdQuery } }, async ({ query }, ctx) =>
    unwrap(postDetail(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query.id)),
  );

  route(host, 'POST /api/op/document/post/save', { auth: 'bearer', input: { body: postSaveBody } }, async ({ body }, ctx) => {
    const { id, version, ...draft } = body;
    return change(ctx, (call) => savePost(call, id, version, draft));
  });

  route(host, 'POST /api/op/document/post/submit', { auth: 'bearer', input: { body: postSubmitBody } }, async ({ body }, ctx) =>
    change(ctx, (call) => submitPost(call, body.id, body.version)),
  );

  route(host, 'POST /api/op/document/post/number', { auth: 'bearer', input: { body: postNumberBody } }, async ({ body }, ctx) =>
    change(ctx, (call) => numberPostAt(call, body.id)),
  );

  route(host, 'GET /api/op/document/post/units', { auth: 'bearer', input: {} }, async (_input, ctx) => postUnitTree(directoryOf(ctx.server.store.db)));

  rawRoute(host, 'GET /api/op/document/post/paper', { auth: 'bearer', input: { query: postIdQuery } }, async ({ query }, ctx) => {
    const post = unwrap(postDetail(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query.id));
    let bytes: Uint8Array;
    try {
      bytes = await postPaperPdf(post, findPrintFont(), formatTimestamp(ctx.server.now()).slice(0, 16));
    } catch (error) {
      // A machine without a CJK font cannot print Chinese: say so instead of failing with a 500.
      if (error instanceof PrintFontMissingError) throw new HttpError(503, error.message);
      throw error;
    }
    ctx.res.setHeader('Content-Disposition', contentDisposition('attachment', postPaperFileName(post), `post-${post.id}.pdf`));
    ctx.res.setHeader('Cache-Control', 'no-store');
    // Express sends a Buffer as bytes but would send a bare Uint8Array as JSON.
    ctx.res.type('application/pdf').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
