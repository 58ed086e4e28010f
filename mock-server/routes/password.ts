import { checkPasswordChange } from '../../src/domain/session/password-change';
import { refusalError } from '../auth/refusal';
import { revokeOtherTokens } from '../auth/tokens';
import { replaceUser } from '../db-types';
import { passwordChangeQuery } from '../../src/ports/api/user.schema';
import { route, type RouteHost } from '../http/typed-route';
import { hashPassword, verifyPassword } from '../security/passwords';

/** SPEC section 4: data 1 means success; the client then logs out. */
export function passwordRoutes(host: RouteHost): void {
  route(
    host,
    'PUT /api/user/admin/user/profile/updatePwd',
    {
      auth: 'bearer',
      input: { query: passwordChangeQuery },
    },
    async ({ query }, { server, session }) => {
      const oldPassword = server.cipher.decrypt(query.oldPassword);
      const newPassword = server.cipher.decrypt(query.newPassword);
      const oldMatches = oldPassword !== undefined && (await verifyPassword(oldPassword, session.user.passwordHash));
      const accepted = checkPasswordChange({ oldPassword, newPassword, oldMatches });
      if (!accepted.ok) throw refusalError(accepted.error);
      const passwordHash = await hashPassword(accepted.value);
      await server.store.update((db) => replaceUser(db, session.user.userId, { passwordHash }));
      await revokeOtherTokens(server, session.user.userId, session.tokenHash);
      return 1;
    },
  );
}
