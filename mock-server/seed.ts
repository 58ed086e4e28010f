import { seedAffairBook } from '../src/demo/affairs';
import { seedCases } from '../src/demo/cases';
import { generateDemoData } from '../src/demo/demo-data';
import { buildDemoFavourites } from '../src/demo/favourites';
import { seedFilingBook } from '../src/demo/filings';
import { seedReportForms } from '../src/demo/report-forms';
import { seedTemporaryLands } from '../src/demo/temporary-lands';
import { buildDemoNoticeBoard } from '../src/demo/notices';
import { seedSurveyBook } from '../src/demo/surveys';
import { seedReceipts } from '../src/demo/receipts';
import { EMPTY_POST_BOOK } from '../src/domain/document/post-service';
import { DB_SCHEMA_VERSION, type Db, type DbUser } from './db-types';
import { hashPassword } from './security/passwords';

const hashedSeeds = new Map<number, Promise<Db>>();

/**
 * The demo data as a fresh database: passwords hashed with scrypt (in parallel, it runs on the
 * thread pool). Hashing is the expensive part, so one process hashes once and hands out copies:
 * tests start many servers, and a reset in a running process costs nothing extra.
 */
export async function buildSeedDb(scale = 1): Promise<Db> {
  let hashed = hashedSeeds.get(scale);
  if (hashed === undefined) {
    hashed = hashSeed(scale);
    hashedSeeds.set(scale, hashed);
    hashed.catch(() => hashedSeeds.delete(scale));
  }
  return structuredClone(await hashed);
}

/** The scale a stored database was seeded at (1 before scales existed). */
export const seedScaleOf = (db: Readonly<Db>): number => db.seedScale ?? 1;

async function hashSeed(scale: number): Promise<Db> {
  const demo = generateDemoData();
  const users = await Promise.all(
    demo.users.map(async ({ password, ...user }): Promise<DbUser> => ({
      ...user,
      passwordHash: await hashPassword(password),
      avatar: '',
      failedLogins: 0,
      lockedUntil: 0,
    })),
  );
  const filings = seedFilingBook(scale);
  const office = seedReceipts(demo, seedAffairBook(demo, scale));
  const enforcement = seedCases(demo, office.affairs);
  const notices = buildDemoNoticeBoard(demo.users, demo.seed, scale);
  const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
  // No 发文 is seeded; the demo's 公文 are its 收文.
  const records = { notices: notices.notices, dir, receipts: office.receipts, posts: EMPTY_POST_BOOK, cases: enforcement.cases, affairs: enforcement.affairs };
  return {
    schemaVersion: DB_SCHEMA_VERSION,
    ...(scale === 1 ? {} : { seedScale: scale }),
    seed: demo.seed,
    divisions: demo.divisions,
    departments: demo.departments,
    roles: demo.roles,
    menus: demo.menus,
    version: demo.version,
    users,
    tokens: [],
    visits: {},
    bookmarks: buildDemoFavourites(demo.users, demo.seed, records),
    notices,
    affairs: enforcement.affairs,
    cases: enforcement.cases,
    filings,
    reportForms: seedReportForms(demo.divisions),
    surveys: seedSurveyBook(filings, demo.users),
    temporaryLands: seedTemporaryLands(filings),
    receipts: office.receipts,
  };
}
