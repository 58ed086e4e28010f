import 'reflect-metadata';
import { Container } from 'inversify';
import { AesCipher } from '../../../src/adapters/crypto/aes-cipher';
import { MemoryCookieStore } from '../../../src/adapters/memory/memory-cookie-store';
import { MemoryDocumentTheme } from '../../../src/adapters/memory/memory-document-theme';
import { MemoryStorage } from '../../../src/adapters/memory/memory-storage';
import { createMemoryModule } from '../../../src/adapters/memory/memory.module';
import { appModule } from '../../../src/app/app.module';
import { FeatureLoader } from '../../../src/ports/feature-loader.port';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../../../src/ports/api/defaults';
import {
  Cipher,
  Clock,
  CookieStore,
  DocumentTheme,
  IdGenerator,
  LocalStorage,
  Notifier,
  PageReloader,
  SessionStorage,
  type Notice,
} from '../../../src/ports/browser.port';
import { allFeaturePorts, allFeatureStores } from '../../support/feature-modules';

export const MEMORY_CAPTCHA = 'mem8';

/** The app wired as VITE_API_MODE=memory wires it, every feature loaded, with the browser services in memory. */
export function createMemoryContainer(options: { cookies?: CookieStore; documentTheme?: DocumentTheme; clock?: Clock; backendNow?: () => number } = {}): {
  container: Container;
  notices: Notice[];
} {
  const notices: Notice[] = [];
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(SessionStorage).toConstantValue(new MemoryStorage());
  container.bind(LocalStorage).toConstantValue(new MemoryStorage());
  container.bind(CookieStore).toConstantValue(options.cookies ?? new MemoryCookieStore());
  container.bind(DocumentTheme).toConstantValue(options.documentTheme ?? new MemoryDocumentTheme());
  container.bind(Cipher).toConstantValue(new AesCipher({ cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV }));
  container.bind(Clock).toConstantValue(options.clock ?? { now: () => Date.now() });
  container.bind(IdGenerator).toConstantValue({ uuid: () => 'component-client', randomInt: (min: number) => min });
  container.bind(Notifier).toConstantValue({ notify: (notice: Notice) => notices.push(notice) });
  container.bind(PageReloader).toConstantValue({ reload: () => undefined });
  // Every feature is bound at once here; the lazy loading itself has tests of its own.
  container.bind(FeatureLoader).toConstantValue({ isLoaded: () => true, load: () => Promise.resolve() });
  container.loadSync(createMemoryModule({ captchaText: MEMORY_CAPTCHA, ...(options.backendNow === undefined ? {} : { now: options.backendNow }) }), ...allFeaturePorts('memory'), appModule, ...allFeatureStores());
  return { container, notices };
}
