import { firstProfileProblem, trimmedProfile } from '../../src/domain/session/profile-rules';
import type { Profile, ProfileUpdate } from '../../src/ports/api/user.dto';
import { HttpError } from '../http/errors';
import { replaceUser } from '../db-types';
import { profileBody } from '../../src/ports/api/user.schema';
import { route, type RouteHost } from '../http/typed-route';
import { toProfile } from '../views/user-view';

/** The profile page's own rules (src/domain), so a refusal names the same field in the same words. */
function checkProfile(update: ProfileUpdate): ProfileUpdate {
  const problem = firstProfileProblem(update);
  if (problem !== undefined) throw new HttpError(400, problem);
  return trimmedProfile(update);
}

export function profileRoutes(host: RouteHost): void {
  route(host, 'GET /api/user/admin/user/profile', { auth: 'bearer', input: {} }, async (_input, { server, session }) =>
    toProfile(server.store.db, session.user),
  );

  route(
    host,
    'PUT /api/user/admin/user/profile',
    {
      auth: 'bearer',
      input: { body: profileBody },
    },
    async ({ body }, { server, session }): Promise<Profile> => {
      const update = checkProfile(body);
      return server.store.update((db) => toProfile(db, replaceUser(db, session.user.userId, update) ?? session.user));
    },
  );
}
