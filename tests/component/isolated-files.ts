import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('.', import.meta.url));

/**
 * The component test files that need a fresh module registry of their own, so they run in an
 * isolated project: those that replace a module with vi.mock, and those marked with a comment
 * starting `// Isolated:` that says why. Found by reading the files, so a new mock cannot land in
 * the shared project by mistake.
 */
export const componentFilesNeedingIsolation: string[] = readdirSync(folder)
  .filter((name) => name.endsWith('.test.tsx') && /\bvi\.mock\(|^\/\/ Isolated:/m.test(readFileSync(`${folder}${name}`, 'utf8')))
  .map((name) => `tests/component/${name}`);
