import { passwordChangeCodes as codes, passwordChangeMessages as m } from '../../src/domain/session/auth-failures';
import { isStrongPassword } from '../../src/domain/validation/validators';
import { revokeOtherTokens } from '../auth/tokens';
import { Rejection } from '../http/errors';
import { object, text } from '../http/schema';
import { route, type RouteHost } from '../http/typed-route';
import { profileLabels } from '../messages/profile';
import { hashPassword, verifyPassword } from '../security/passwords';

const ENCRYPTED_MAX = 512;

/** SPEC section 4: data 1 means success; the client then logs out. */
export function passwordRoutes(host: RouteHost): void {
  route(
    host,
    'PUT /api/user/admin/user/profile/updatePwd',
    {
      auth: 'bearer',
      input: {
        query: object({
          oldPassword: text({ max: ENCRYPTED_MAX, min: 1, label: profileLabels.oldPassword }),
          newPassword: text({ max: ENCRYPTED_MAX, min: 1, label: profileLabels.newPassword }),
        }),
      },
    },
    async ({ query }, { server, session }) => {
      const oldPassword = server.cipher.decrypt(query.oldPassword);
      const newPassword = server.cipher.decrypt(query.newPassword);
      if (oldPassword === undefined || newPassword === undefined) {
        throw new Rejection(codes.malformedPassword, m.malformedPassword);
      }
      if (!(await verifyPassword(oldPassword, session.user.passwordHash))) {
        throw new Rejection(codes.oldPasswordWrong, m.oldPasswordWrong);
      }
      // The same rule the change dialog applies (src/domain), so client and server cannot drift.
      if (!isStrongPassword(newPassword)) throw new Rejection(codes.newPasswordWeak, m.newPasswordWeak);
      if (newPassword === oldPassword) throw new Rejection(codes.samePassword, m.samePassword);
      const passwordHash = await hashPassword(newPassword);
      await server.store.update(() => {
        session.user.passwordHash = passwordHash;
      });
      await revokeOtherTokens(server, session.user.userId, session.tokenHash);
      return 1;
    },
  );
}
