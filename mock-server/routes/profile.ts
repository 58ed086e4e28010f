import { EMAIL_MAX, NICKNAME_MAX, profileMessages as m } from '../../src/domain/session/profile-failures';
import { isEmail, isPhone } from '../../src/domain/validation/validators';
import type { Profile, ProfileUpdate } from '../../src/ports/api/user.dto';
import { HttpError } from '../http/errors';
import { literal, object, text } from '../http/schema';
import { route, type RouteHost } from '../http/typed-route';
import { profileLabels } from '../messages/profile';
import { toProfile } from '../views/user-view';

/** Field checks with the client's own rules (src/domain) and per-field Chinese messages. */
function checkProfile(update: ProfileUpdate): ProfileUpdate {
  const nickName = update.nickName.trim();
  if (nickName.length === 0) throw new HttpError(400, m.nickNameRequired);
  if (nickName.length > NICKNAME_MAX) throw new HttpError(400, m.nickNameTooLong);
  const email = update.email.trim();
  if (email.length > EMAIL_MAX || !isEmail(email)) throw new HttpError(400, m.emailInvalid);
  const phone = update.phone.trim();
  if (!isPhone(phone)) throw new HttpError(400, m.phoneInvalid);
  return { nickName, email, phone, sex: update.sex };
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
      input: {
        body: object({
          // Generous raw limits; the precise rules (and messages) are in checkProfile.
          nickName: text({ max: 200, label: profileLabels.nickName }),
          email: text({ max: 200, label: profileLabels.email }),
          phone: text({ max: 200, label: profileLabels.phone }),
          sex: literal(['0', '1', '2'], profileLabels.sex),
        }),
      },
    },
    async ({ body }, { server, session }): Promise<Profile> => {
      const update = checkProfile(body);
      // session.user is the stored record itself, so the change lands in the database.
      return server.store.update((db) => {
        Object.assign(session.user, update);
        return toProfile(db, session.user);
      });
    },
  );
}
