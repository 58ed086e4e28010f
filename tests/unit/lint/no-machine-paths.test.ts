import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * CI clones the repository into a fresh folder, so a path of the machine the code was written on
 * (a checkout, a home or a temporary folder) passes there and fails everywhere else. System
 * paths that a Debian package installs (/usr/bin/chromium, /usr/share/fonts/…) are allowed.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const FOLDERS = ['src', 'tests', 'scripts', 'bench', 'mock-server', '.ci'];
const ROOT_FILES = ['package.json', 'vite.config.ts', 'vitest.config.ts', 'eslint.config.js', '.dependency-cruiser.cjs', 'tsconfig.json', 'index.html'];
const TEXT = /\.(?:[cm]?[jt]sx?|json|html|css|md|sh|yml|yaml)$|^run$/;
// Built from parts so that this file does not match itself.
// A home folder is only a machine path with a user under it: /home/profile is one of our routes.
const MACHINE_FOLDERS = ['wo' + 'rk', 'ro' + 'ot', 't' + 'mp', 'var/' + 'tmp', '(?:ho' + 'me|Us' + 'ers)/[\\w.-]+'];
const MACHINE_PATH = new RegExp(`(?:^|[\\s'"\`(=:,])/(?:${MACHINE_FOLDERS.join('|')})/[\\w.-]|\\b[A-Z]:\\\\(?:Users|work)`, 'm');

function filesUnder(folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder)) {
    if (name === 'node_modules' || name === 'results') continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) found.push(...filesUnder(path));
    else if (TEXT.test(name)) found.push(path);
  }
  return found;
}

describe('no absolute path of a machine in the project', () => {
  const files = [...FOLDERS.flatMap((folder) => filesUnder(join(ROOT, folder))), ...ROOT_FILES.map((name) => join(ROOT, name))];

  it('scans the project folders', () => {
    expect(files.some((file) => file.endsWith(join('src', 'main.tsx')))).toBe(true);
    expect(files.length).toBeGreaterThan(300);
  });

  it('flags a machine path and lets system paths through', () => {
    expect(MACHINE_PATH.test(`const root = '/${MACHINE_FOLDERS[0]}/main';`)).toBe(true);
    expect(MACHINE_PATH.test(`cwd: "/${MACHINE_FOLDERS[2]}/x"`)).toBe(true);
    expect(MACHINE_PATH.test(`'/ho${'me'}/dev/project/src'`)).toBe(true);
    expect(MACHINE_PATH.test("{ pattern: '/home/profile' }")).toBe(false);
    expect(MACHINE_PATH.test("executablePath: '/usr/bin/chromium'")).toBe(false);
    expect(MACHINE_PATH.test("'GET /api/process/history/work/record'")).toBe(false);
  });

  it('finds none in src, tests, scripts, bench, mock-server, .ci and the root configs', () => {
    const offenders = files
      .filter((file) => MACHINE_PATH.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
