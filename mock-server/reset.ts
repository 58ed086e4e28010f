import { avatarsDirOf, scaleFrom } from './config';
import { DEFAULT_DATA_DIR } from './paths';
import { Store } from './store';

/** npm run mock:reset: back to the seed (stop a running mock server first, it keeps its own copy in memory). */
const dataDir = process.env['MOCK_DATA_DIR'] ?? DEFAULT_DATA_DIR;
Store.reset(dataDir, avatarsDirOf(dataDir), scaleFrom(process.env['MOCK_SCALE'])).then(
  () => console.log(`[mock] ${dataDir} restored to the demo seed`),
  (error: unknown) => {
    console.error('[mock] reset failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
