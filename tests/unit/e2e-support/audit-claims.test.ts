import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { auditClaims, screenOf } from '../../e2e/support/audit-claims';

describe('the accessibility gate’s screens', () => {
  it('are the address without record ids and query values', () => {
    expect(screenOf(new URL('http://h/process/handle/details/SW2026111200064?subParams=%7B%7D&filesKey=FJ1'))).toBe('/process/handle/details/:id?filesKey&subParams');
    expect(screenOf(new URL('http://h/tz/secretary/list/12'))).toBe('/tz/secretary/list/:id');
    expect(screenOf(new URL('http://h/index'))).toBe('/index');
    expect(screenOf(new URL('http://h/recordReport/query?type=1&type=2'))).toBe('/recordReport/query?type');
  });

  it('keep the route and the page apart', () => {
    expect(screenOf(new URL('http://h/notice/details?id=TZ0002'))).not.toBe(screenOf(new URL('http://h/notice/list')));
  });
});

describe('audit claims', () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });

  it('grant a key once across claimants sharing a directory, and again after a release', () => {
    const directory = mkdtempSync(join(tmpdir(), 'audit-claims-'));
    directories.push(directory);
    const first = auditClaims(directory);
    const second = auditClaims(directory);
    expect(first.claim('route /index||张三')).toBe(true);
    expect(second.claim('route /index||张三')).toBe(false);
    expect(second.claim('route /index||李四')).toBe(true);
    first.release('route /index||张三');
    expect(second.claim('route /index||张三')).toBe(true);
  });
});
