import { ContainerModule } from 'inversify';
import {
  Cipher,
  Clock,
  CookieStore,
  DocumentTheme,
  IdGenerator,
  LocalStorage,
  PageReloader,
  SessionStorage,
} from '../../ports/browser.port';
import { AppConfig } from '../../ports/http-events.port';
import { PushChannel } from '../../ports/push.port';
import { AesCipher } from '../crypto/aes-cipher';
import { DocumentCookieStore } from './cookie-store';
import { CryptoIdGenerator } from './crypto-id-generator';
import { BodyDocumentTheme } from './document-theme';
import { EventSourcePushChannel } from './event-source-push';
import { LocationPageReloader } from './page-reloader';
import { SystemClock } from './system-clock';
import { WebStorage } from './web-storage';

/**
 * The browser's own services. Needs AppConfig bound by the composition root. Browser globals
 * are read when a service is first asked for, not when the module is loaded, so the module can
 * be loaded in tests without a DOM.
 */
export const browserModule = new ContainerModule(({ bind, isBound }) => {
  bind(SessionStorage).toDynamicValue(() => new WebStorage(() => window.sessionStorage)).inSingletonScope();
  bind(LocalStorage).toDynamicValue(() => new WebStorage(() => window.localStorage)).inSingletonScope();
  bind(CookieStore).toDynamicValue(() => new DocumentCookieStore(document)).inSingletonScope();
  bind(Cipher).toDynamicValue((context) => new AesCipher(context.get(AppConfig))).inSingletonScope();
  bind(Clock).toConstantValue(new SystemClock());
  bind(IdGenerator).toDynamicValue(() => new CryptoIdGenerator(globalThis.crypto)).inSingletonScope();
  bind(DocumentTheme).toDynamicValue(() => new BodyDocumentTheme(() => document.body)).inSingletonScope();
  bind(PageReloader).toDynamicValue(() => new LocationPageReloader(window.location)).inSingletonScope();
  // The memory module brings its own push channel; whichever module is loaded first, the memory one wins.
  if (!isBound(PushChannel)) {
    bind(PushChannel)
      .toDynamicValue((context) => new EventSourcePushChannel(context.get(AppConfig).apiBaseUrl, globalThis.EventSource))
      .inSingletonScope();
  }
});
