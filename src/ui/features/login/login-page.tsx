import { useMemo, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SessionStore } from '../../../app/session/session.store';
import { safeRedirect } from '../../../domain/guard/redirect';
import { AuthApi } from '../../../ports/auth.port';
import { useService } from '../../di/container-context';
import type { LoginGateway } from './login-gateway';
import { LoginScreen } from './login-screen';

/**
 * /login inside the signed-in application (after a 401 or a logout without reload): the same
 * screen as at start-up, over the session store and the router.
 */
export function LoginPage(): ReactNode {
  const session = useService(SessionStore);
  const auth = useService(AuthApi);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const gateway = useMemo<LoginGateway>(
    () => ({
      captchaImage: (nonce, signal) => auth.captchaImage(nonce, signal),
      siteInfo: () => auth.siteInfo(),
      remembered: () => session.rememberedLogin(),
      signIn: async (submission) => {
        try {
          await session.login(submission);
        } catch {
          // The adapter has shown the server's message already.
          return { ok: false };
        }
        navigate(safeRedirect(redirect), { replace: true });
        return { ok: true };
      },
    }),
    [auth, session, navigate, redirect],
  );
  return <LoginScreen gateway={gateway} />;
}
