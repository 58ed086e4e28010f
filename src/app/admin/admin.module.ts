import { ContainerModule } from 'inversify';
import { AuditLogStore } from './audit-log.store';
import { SystemSettingsStore } from './system-settings.store';
import { UserAdminStore } from './user-admin.store';

/** Administration's stores; need AdminApi and the shell's Cipher. */
export const adminModule = new ContainerModule(({ bind }) => {
  bind(UserAdminStore).toSelf().inSingletonScope();
  bind(AuditLogStore).toSelf().inSingletonScope();
  bind(SystemSettingsStore).toSelf().inSingletonScope();
});
