/** @vitest-environment jsdom */
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { browserModule } from '../../../src/adapters/browser/browser.module';
import { EventSourcePushChannel } from '../../../src/adapters/browser/event-source-push';
import { AesCipher } from '../../../src/adapters/crypto/aes-cipher';
import { HttpAuthApi } from '../../../src/adapters/http/auth.http';
import { HttpBookmarkApi } from '../../../src/adapters/http/bookmark.http';
import { HttpClients } from '../../../src/adapters/http/http-client';
import { httpModule } from '../../../src/adapters/http/http.module';
import { HttpProfileApi } from '../../../src/adapters/http/profile.http';
import { HttpTodoApi } from '../../../src/adapters/http/todo.http';
import { HttpVersionApi } from '../../../src/adapters/http/version.http';
import { MemoryAuthApi } from '../../../src/adapters/memory/auth.memory';
import { MemoryBookmarkApi } from '../../../src/adapters/memory/bookmark.memory';
import { MemoryBackendToken } from '../../../src/adapters/memory/memory-backend.token';
import { createMemoryModule, memoryModule } from '../../../src/adapters/memory/memory.module';
import { MemoryProfileApi } from '../../../src/adapters/memory/profile.memory';
import { MemoryPushChannel } from '../../../src/adapters/memory/push.memory';
import { MemoryTodoApi } from '../../../src/adapters/memory/todo.memory';
import { MemoryVersionApi } from '../../../src/adapters/memory/version.memory';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../../../src/ports/api/defaults';
import { AuthApi } from '../../../src/ports/auth.port';
import { BookmarkApi } from '../../../src/ports/bookmark.port';
import { Cipher, Clock, CookieStore, IdGenerator, LocalStorage, Notifier, PageReloader, SessionStorage } from '../../../src/ports/browser.port';
import { AppConfig, FollowUpSink, LoadingTracker } from '../../../src/ports/http-events.port';
import { ProfileApi } from '../../../src/ports/profile.port';
import { PushChannel } from '../../../src/ports/push.port';
import { TodoApi } from '../../../src/ports/todo.port';
import { VersionApi } from '../../../src/ports/version.port';
import { RecordingFollowUps, RecordingLoading, RecordingNotifier } from '../../contract/support/recorders';

const config: AppConfig = { apiBaseUrl: 'http://api.test', cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV };

/** What the composition root and the app module bind around the adapter modules. */
function baseContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(AppConfig).toConstantValue(config);
  container.bind(Notifier).toConstantValue(new RecordingNotifier());
  container.bind(LoadingTracker).toConstantValue(new RecordingLoading());
  container.bind(FollowUpSink).toConstantValue(new RecordingFollowUps());
  return container;
}

describe('browserModule', () => {
  it('binds every browser service over the real globals', () => {
    const container = baseContainer();
    container.loadSync(browserModule);
    const session = container.get(SessionStorage);
    session.set('business_access_token', 't');
    expect(window.sessionStorage.getItem('business_access_token')).toBe('t');
    container.get(LocalStorage).set('client_uid', 'c');
    expect(window.localStorage.getItem('client_uid')).toBe('c');
    container.get(CookieStore).set('size', 'small', 1);
    expect(document.cookie).toContain('size=small');
    expect(container.get(Cipher)).toBeInstanceOf(AesCipher);
    expect(typeof container.get(Clock).now()).toBe('number');
    expect(container.get(IdGenerator).uuid()).toMatch(/^[0-9a-f-]{36}$/);
    expect(container.get(PageReloader)).toBeDefined();
    expect(container.get(PushChannel)).toBeInstanceOf(EventSourcePushChannel);
    expect(container.get(SessionStorage)).toBe(session);
  });
});

describe('httpModule', () => {
  it('binds the API ports to the HTTP adapters over one pair of clients', () => {
    const container = baseContainer();
    container.loadSync(browserModule, httpModule);
    expect(container.get(AuthApi)).toBeInstanceOf(HttpAuthApi);
    expect(container.get(ProfileApi)).toBeInstanceOf(HttpProfileApi);
    expect(container.get(VersionApi)).toBeInstanceOf(HttpVersionApi);
    expect(container.get(BookmarkApi)).toBeInstanceOf(HttpBookmarkApi);
    expect(container.get(TodoApi)).toBeInstanceOf(HttpTodoApi);
    const clients = container.get(HttpClients);
    expect(clients.withLoading).not.toBe(clients.silent);
    expect(container.get(HttpClients)).toBe(clients);
  });
});

describe('memoryModule', () => {
  it.each([
    ['after the browser module', [browserModule, memoryModule]],
    ['before the browser module', [memoryModule, browserModule]],
  ])('binds the memory adapters, its push channel winning, when loaded %s', (_order, modules) => {
    const container = baseContainer();
    container.loadSync(...modules);
    expect(container.get(AuthApi)).toBeInstanceOf(MemoryAuthApi);
    expect(container.get(ProfileApi)).toBeInstanceOf(MemoryProfileApi);
    expect(container.get(VersionApi)).toBeInstanceOf(MemoryVersionApi);
    expect(container.get(BookmarkApi)).toBeInstanceOf(MemoryBookmarkApi);
    expect(container.get(TodoApi)).toBeInstanceOf(MemoryTodoApi);
    expect(container.get(PushChannel)).toBeInstanceOf(MemoryPushChannel);
  });

  it('takes its captcha text from createMemoryModule and shows it in the captcha image', async () => {
    const container = baseContainer();
    container.loadSync(browserModule, createMemoryModule({ captchaText: 'q7Zx' }));
    expect(container.get(MemoryBackendToken).captchaText).toBe('q7Zx');
    const image = await container.get(AuthApi).captchaImage(1);
    expect(image.type).toBe('image/svg+xml');
    expect(await image.text()).toContain('>q7Zx</text>');
  });
});
