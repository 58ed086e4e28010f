import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory of the command. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'mock');
export const DIST_DIR = path.join(REPO_ROOT, 'dist');
