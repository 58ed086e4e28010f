import { useEffect, type ReactNode } from 'react';
import { SessionStore } from '../../../app/session/session.store';
import { useService } from '../../di/container-context';
import { PageLoading } from '../../router/page-loading';

/** /logout signs out (revoking the token when there is one) and lands on /login. */
export default function LogoutPage(): ReactNode {
  const session = useService(SessionStore);
  useEffect(() => {
    void session.logout();
  }, [session]);
  return <PageLoading />;
}
