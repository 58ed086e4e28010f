// The server bench's reference: a plain json-server 0.17 router over the same filing records our
// mock server holds, with nothing of ours in between (no auth, no rules), in a process of its own
// like the mock server, so both are measured from the same load generator on equal terms.
// Usage: PORT=… tsx bench/reference-server.ts <db.json of a running mock server>
import { readFileSync } from 'node:fs';
import jsonServer from 'json-server';

const [file] = process.argv.slice(2);
if (file === undefined) throw new Error('usage: tsx bench/reference-server.ts <db.json>');
const db = JSON.parse(readFileSync(file, 'utf8')) as { filings: { filings: unknown[] } };
const app = jsonServer.create();
app.use(jsonServer.defaults({ logger: false }));
app.use(jsonServer.router({ filings: db.filings.filings }));
const server = app.listen(Number(process.env['PORT'] ?? 0), () => console.log(`reference json-server listening with ${db.filings.filings.length} filings`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
