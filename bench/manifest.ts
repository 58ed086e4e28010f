// The production build's manifest, read as the budgets need it: what index.html loads before the
// page can paint (the entry chunk, its static imports and the style sheets they carry), every
// route chunk's own size, and which chunks an http-mode page can ever reach.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from '../tests/e2e/support/server';

export const DIST = join(ROOT, 'dist');
export const KB = 1024;

export interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface Sizes {
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

export const readManifest = (): Manifest => JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;

const sizeCache = new Map<string, Sizes>();
export function sizesOf(file: string): Sizes {
  const known = sizeCache.get(file);
  if (known !== undefined) return known;
  const bytes = readFileSync(join(DIST, file));
  const sizes = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
  };
  sizeCache.set(file, sizes);
  return sizes;
}

export function sum(files: Iterable<string>): Sizes {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const sizes = sizesOf(file);
    raw += sizes.raw;
    gzip += sizes.gzip;
    brotli += sizes.brotli;
  }
  return { raw, gzip, brotli };
}

export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

const entryKey = (manifest: Manifest): string => {
  const key = manifest['index.html'] !== undefined ? 'index.html' : Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry === true);
  if (key === undefined) throw new Error('no entry chunk in dist/.vite/manifest.json');
  return key;
};

/** The chunks reached from `from` through static imports, and dynamic ones too when asked, skipping `skip`. */
export function reachable(manifest: Manifest, from: string, options: { dynamic: boolean; skip?: (key: string) => boolean }): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string): void => {
    if (keys.has(key) || options.skip?.(key) === true) return;
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`dist/.vite/manifest.json has no chunk ${key}`);
    keys.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (options.dynamic) for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  visit(from);
  return keys;
}

/** The files of some chunks: their scripts and the style sheets they carry. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk === undefined) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js, css };
}

/** What /login loads before it can paint: index.html's entry chunk and its static imports (modulepreload). */
export const loginCriticalPath = (manifest: Manifest): { js: Set<string>; css: Set<string> } =>
  filesOf(manifest, reachable(manifest, entryKey(manifest), { dynamic: false }));

/** Memory mode's adapters and seed: a build-time choice, never fetched by a page in http mode. */
const memoryOnly = (key: string): boolean => key.startsWith('src/adapters/memory/');

/** Every chunk a page in http mode can ever fetch, through any chain of imports. */
export const httpReachable = (manifest: Manifest): Set<string> => reachable(manifest, entryKey(manifest), { dynamic: true, skip: memoryOnly });
