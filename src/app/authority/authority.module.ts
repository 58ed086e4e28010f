import { ContainerModule } from 'inversify';
import { AuthorityGrantStore } from './authority-grant.store';
import { QrLoginStore } from './qr-login.store';

/** QR sign-in's stores (/qrcode and the grant page); need AuthorityApi. */
export const authorityModule = new ContainerModule(({ bind }) => {
  bind(QrLoginStore).toSelf().inSingletonScope();
  bind(AuthorityGrantStore).toSelf().inSingletonScope();
});
