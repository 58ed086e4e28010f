import type { ReactNode } from 'react';
import { SessionStore } from '../../app/session/session.store';
import { checkPermission } from '../../domain/permission/permission';
import { useService } from '../di/container-context';
import { useStore } from '../hooks/use-store';

/** True when the signed-in user holds one of the needed permissions; throws 'need limits' without one. */
function usePermission(need: string | readonly string[]): boolean {
  const session = useStore(useService(SessionStore));
  return checkPermission(need, session.permissions);
}

/** Renders its children only for users holding the permission, and re-renders when permissions change. */
export function Permission({ need, children }: { need: string | readonly string[]; children: ReactNode }): ReactNode {
  return usePermission(need) ? children : null;
}
