import { LEDGER_CATALOGUE } from '../domain/ledger/ledger-catalogue';
import type { LedgerBook } from '../domain/ledger/ledger-types';

/** db.ledgers of a fresh database: the catalogue; 关注, opinions and custom statistics are the users' own. */
export const seedLedgerBook = (): LedgerBook => ({ defs: LEDGER_CATALOGUE, interests: [], opinions: [], customs: [] });
