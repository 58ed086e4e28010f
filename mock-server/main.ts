import { existsSync } from 'node:fs';
import path from 'node:path';
import { accountsTable } from './accounts-table';
import { DEFAULT_DATA_DIR, DIST_DIR } from './paths';
import { scaleFrom } from './config';
import { createMockServer } from './server';

/**
 * npm start / npm run demo: the production build and the API from one process (port 8080).
 * npm run mock (--api-only): the API alone on 8081, behind the Vite dev server's proxy.
 */
async function main(): Promise<void> {
  const apiOnly = process.argv.includes('--api-only');
  const port = portFrom(process.env['PORT'], apiOnly ? 8081 : 8080);
  if (!apiOnly && !existsSync(path.join(DIST_DIR, 'index.html'))) {
    console.error(`[mock] 未找到前端构建产物 ${DIST_DIR}/index.html。请先运行 npm run build（或使用 npm run demo），只启动接口请用 npm run mock。`);
    console.error(`[mock] The production build is missing (${DIST_DIR}/index.html). Run "npm run build" first, or "npm run mock" for the API only.`);
    process.exit(1);
  }
  const ttl = process.env['MOCK_TOKEN_TTL'];
  const qrTtl = process.env['MOCK_QR_TTL'];
  const overdueScan = process.env['MOCK_OVERDUE_SCAN_MS'];
  const scale = scaleFrom(process.env['MOCK_SCALE']);
  const mock = await createMockServer({
    dataDir: process.env['MOCK_DATA_DIR'] ?? DEFAULT_DATA_DIR,
    ...(apiOnly ? {} : { staticDir: DIST_DIR }),
    ...(process.env['MOCK_CAPTCHA'] ? { captchaText: process.env['MOCK_CAPTCHA'] } : {}),
    ...(ttl ? { tokenTtlSeconds: Number(ttl) } : {}),
    ...(qrTtl ? { qrKeyTtlSeconds: Number(qrTtl) } : {}),
    ...(overdueScan ? { overdueScanMs: Number(overdueScan) } : {}),
    ...(process.env['CIPHER_KEY'] ? { cipherKey: process.env['CIPHER_KEY'] } : {}),
    ...(process.env['CIPHER_IV'] ? { cipherIv: process.env['CIPHER_IV'] } : {}),
    scale,
  });
  const running = await mock.listen(port);
  console.log(`\n用地备案与办公管理系统 ${apiOnly ? 'mock API' : 'demo'} running at ${running.url}${apiOnly ? '/api' : ''}`);
  if (process.env['MOCK_CAPTCHA']) console.log(`验证码固定为 MOCK_CAPTCHA=${process.env['MOCK_CAPTCHA']}`);
  console.log(`\n演示账号 / demo accounts:\n${accountsTable()}\n`);

  const stop = (): void => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer between 0 and 65535 (got ${value})`);
  return port;
}

main().catch((error: unknown) => {
  console.error('[mock] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
