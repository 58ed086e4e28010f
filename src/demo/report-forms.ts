import type { Division } from '../domain/directory/directory';
import type { FormValues, ReportFormId } from '../domain/statistics/report-form';
import { REPORT_FORMS } from '../domain/statistics/report-form-definitions';
import { periodBefore, periodOf, periodRange } from '../domain/statistics/report-form-period';
import { formKey, type ReportFormBook, type ReportFormEntries, type StoredReportForm } from '../domain/statistics/report-form-table';
import { SEED_LAST_DAY } from './filings';
import { mulberry32, randomInt, type Random } from './prng';

const FORMS_SEED = 20261015;
/** A year of monthly reports and of quarterly registers before the seed's current period. */
const HISTORY: Readonly<Record<ReportFormId, number>> = { buildHouse: 12, ruralPermit: 4 };
/** Some counties have not reported the latest period yet, so the roll-up shows 未填报. */
const LATE_SHARE = 0.1;

/** Houses flow approved → started → completed; each completed house has 180–420 m² of floor space. */
function buildHouseValues(random: Random): FormValues {
  const housesApproved = randomInt(random, 5, 60);
  const housesStarted = randomInt(random, Math.floor(housesApproved / 2), housesApproved);
  const housesBuilt = randomInt(random, Math.floor(housesStarted * 0.4), housesStarted);
  let floorCents = 0;
  for (let house = 0; house < housesBuilt; house += 1) floorCents += randomInt(random, 18_000, 42_000);
  return { housesApproved, housesStarted, housesBuilt, floorArea: floorCents / 100, households: housesApproved + randomInt(random, 0, Math.ceil(housesApproved / 5)) };
}

/** Most applications are granted, a few refused, some pending; permits of 0.02–0.15 ha and 150–600 m². */
function ruralPermitValues(random: Random): FormValues {
  const applied = randomInt(random, 3, 40);
  const issued = randomInt(random, Math.floor(applied * 0.6), applied);
  const refused = randomInt(random, 0, applied - issued);
  let land = 0;
  let floorCents = 0;
  for (let permit = 0; permit < issued; permit += 1) {
    land += randomInt(random, 200, 1500);
    floorCents += randomInt(random, 15_000, 60_000);
  }
  return { applied, issued, refused, landArea: land / 10_000, buildingArea: floorCents / 100, ruralHouses: randomInt(random, Math.floor(issued / 2), issued) };
}

const VALUES: Readonly<Record<ReportFormId, (random: Random) => FormValues>> = { buildHouse: buildHouseValues, ruralPermit: ruralPermitValues };

function seedEntries(form: ReportFormId, counties: readonly Division[], random: Random): ReportFormEntries {
  const { periodKind } = REPORT_FORMS[form];
  const latest = periodBefore(periodKind, periodOf(periodKind, SEED_LAST_DAY), 1);
  const entries: Record<string, StoredReportForm> = {};
  for (let step = HISTORY[form] - 1; step >= 0; step -= 1) {
    const period = periodBefore(periodKind, latest, step);
    const savedAt = `${periodRange(periodKind, period)?.endDate ?? SEED_LAST_DAY}T02:00:00.000Z`;
    for (const county of counties) {
      const values = VALUES[form](random);
      if (step === 0 && random() < LATE_SHARE) continue;
      entries[formKey(county.code, period)] = { values, version: 1, savedAt, savedBy: `clerk-${county.code}` };
    }
  }
  return entries;
}

/** Every county's saved forms for the past periods; the current period is left for the counties to fill. */
export function seedReportForms(divisions: readonly Division[]): ReportFormBook {
  const random = mulberry32(FORMS_SEED);
  const counties = divisions.filter((d) => d.level === 'county');
  return { buildHouse: seedEntries('buildHouse', counties, random), ruralPermit: seedEntries('ruralPermit', counties, random) };
}
