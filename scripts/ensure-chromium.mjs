// Makes sure Debian's chromium and CJK fonts are present for the browser tests. Installs them
// with apt-get when this process may (root), otherwise fails with the command to run: the
// browser tests are never skipped silently.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';

const hasChromium = () => existsSync(CHROMIUM);
const hasCjkFonts = () => spawnSync('dpkg', ['-s', 'fonts-noto-cjk'], { stdio: 'ignore' }).status === 0;

if (hasChromium() && hasCjkFonts()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(`Browser tests need Debian's chromium and CJK fonts. Run:\n  sudo sh -c '${INSTALL}'`);
  process.exit(1);
}
console.log('Installing chromium and fonts-noto-cjk for the browser tests…');
try {
  execFileSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${INSTALL.replace('install -y', 'install -y -q')}`], { stdio: 'inherit' });
} catch {
  console.error(`Installing chromium failed. Run:\n  sudo sh -c '${INSTALL}'`);
  process.exit(1);
}
if (!hasChromium()) {
  console.error(`chromium is still missing at ${CHROMIUM}. Run:\n  sudo sh -c '${INSTALL}'`);
  process.exit(1);
}
