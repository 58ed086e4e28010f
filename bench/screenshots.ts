// Screenshots for the README: the login page and the signed-in 工作台, taken in headless
// chromium against the production server. Run with `npx tsx bench/screenshots.ts` (after a build).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readmeAccount } from '../tests/e2e/support/accounts';
import { launchChromium, newDesktopContext } from '../tests/e2e/support/chromium';
import { openAndSignIn, openLogin } from '../tests/e2e/support/login';
import { ensureBuild, ROOT, startProductionServer } from '../tests/e2e/support/server';

const OUT = join(ROOT, 'docs/screenshots');

async function main(): Promise<void> {
  ensureBuild();
  mkdirSync(OUT, { recursive: true });
  const server = await startProductionServer();
  const browser = await launchChromium();
  try {
    const context = await newDesktopContext(browser);
    const page = await context.newPage();
    await openLogin(page, server.url);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.screenshot({ path: join(OUT, 'login.png') });
    console.log(`wrote ${join('docs/screenshots', 'login.png')}`);

    await openAndSignIn(page, server.url, readmeAccount('county'));
    // The 工作台 as a user sees it once every widget has answered.
    await page.waitForFunction(() => document.querySelector('[data-widget]') !== null && document.querySelector('[data-widget][aria-busy="true"]') === null);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(OUT, 'index.png') });
    console.log(`wrote ${join('docs/screenshots', 'index.png')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
