import 'reflect-metadata';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import Notification from '@douyinfe/semi-ui-19/lib/es/notification';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { applyListPageSize } from '../../src/app/shared/list-page-size';

// Semi reads these browser APIs that jsdom does not implement.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
// Nor object URLs (the login's captcha, previews). Set for every file: files share one window, and
// a file may put its own in place.
let objectUrls = 0;
URL.createObjectURL = () => `blob:jsdom/${(objectUrls += 1)}`;
URL.revokeObjectURL = () => undefined;

// The component tier shares CI's two cores with the unit and contract tiers; Testing Library's
// one-second ceiling for findBy/waitFor let a lazily rendered Semi form miss it once there.
configure({ asyncUtilTimeout: 10_000 });

// Files share one document (isolate: false): toasts and notifications are drawn outside the tree
// that cleanup unmounts, and one left over would answer the next file's queries. The lists'
// default page size is the page's too (系统设置 saved in one test would size the next file's lists).
afterEach(() => {
  cleanup();
  Toast.destroyAll();
  Notification.destroyAll();
  applyListPageSize(undefined);
});

// What a file leaves in the shared window for the next one, as a fresh window per file would not:
// the address, storage and cookies (page sizes, read marks, tokens).
afterAll(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (name !== '') document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

