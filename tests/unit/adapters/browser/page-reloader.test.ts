import { describe, expect, it } from 'vitest';
import { LocationPageReloader } from '../../../../src/adapters/browser/page-reloader';

describe('LocationPageReloader', () => {
  it('reloads in place, or loads the given in-app path', () => {
    const calls: string[] = [];
    const reloader = new LocationPageReloader({ reload: () => calls.push('reload'), assign: (url) => calls.push(`assign ${url}`) });
    reloader.reload();
    reloader.reload('/login');
    expect(calls).toEqual(['reload', 'assign /login']);
  });
});
