import { bearerMessages } from '../../src/domain/session/auth-failures';
import { sessionOfToken } from '../auth/tokens';
import { HttpError } from '../http/errors';
import { pushParams, pushQuery } from '../../src/ports/api/user.schema';
import { rawRoute, type RouteHost } from '../http/typed-route';

/**
 * The push channel: a server-sent-event stream per (user, browser). EventSource cannot send
 * headers, so the token comes in the query and must belong to the user in the path.
 */
export function pushRoutes(host: RouteHost): void {
  rawRoute(
    host,
    'GET /api/user/push/web/:userId/:clientUuid',
    {
      auth: 'public',
      input: {
        params: pushParams,
        query: pushQuery,
      },
    },
    async ({ params, query }, { res, server }) => {
      const session = sessionOfToken(server, query.access_token);
      if (session.user.userId !== params.userId) throw new HttpError(401, bearerMessages.noToken);
      res.status(200);
      res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      // no-transform keeps the compression middleware from buffering the stream.
      res.setHeader('Cache-Control', 'no-cache, no-transform');
      res.setHeader('Connection', 'keep-alive');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
      res.write('retry: 5000\n: connected\n\n');
      server.push.open(params.userId, params.clientUuid, res);
    },
  );
}
