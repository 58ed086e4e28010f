import type { ComponentType, ReactNode } from 'react';
import { SessionStore } from '../../../app/session/session.store';
import { isAdministrator } from '../../../domain/admin/admin-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { NoAccess } from '../../kit/no-access';
import { adminTexts as t } from './admin-texts';

/**
 * An administration page for the administrator only; anyone else who types its address gets one
 * 无权访问 page with a way back, before the page or its feature is even fetched (the server
 * refuses their calls with 403 all the same).
 */
export function adminOnly(title: string, View: ComponentType): ComponentType {
  function AdminOnly(): ReactNode {
    const { roles } = useStore(useService(SessionStore));
    return isAdministrator(roles) ? <View /> : <NoAccess detail={t.noAccessDetail(title)} />;
  }
  return AdminOnly;
}
