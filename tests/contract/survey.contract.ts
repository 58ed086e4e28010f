import { describe, expect, it } from 'vitest';
import { surveyMessages } from '../../src/domain/survey/survey-messages';
import { checkItemsFor, type SurveySave } from '../../src/domain/survey/survey-types';
import { SurveyApi } from '../../src/ports/survey.port';
import { failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

const CITY = '10003';
const COUNTY = '10004';

const portsOf = ({ container }: SignedInBrowser) => ({ surveys: container.get(SurveyApi) });
const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);

/** SurveyApi (建设踏勘): the same expectations for every backend. */
export function describeSurveyContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`SurveyApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    it('lists the county its own surveys and the city all its counties', async () => {
      const county = await as(COUNTY);
      const own = await county.surveys.list({ pageIndex: 1, pageSize: 50 });
      expect(own.total).toBeGreaterThan(0);
      expect(own.rows.every((row) => row.divisionCode === '360121')).toBe(true);
      const city = await as(CITY);
      const all = await city.surveys.list({ pageIndex: 1, pageSize: 50 });
      expect(new Set(all.rows.map((row) => row.divisionCode)).size).toBeGreaterThan(1);
      const rectify = await city.surveys.list({ pageIndex: 1, pageSize: 50, conclusion: 'rectify' });
      expect(rectify.rows.every((row) => row.conclusion === 'rectify' && row.deadline !== undefined)).toBe(true);
    });

    it("refuses another county's survey with 403 and its message", async () => {
      const city = await as(CITY);
      const other = (await city.surveys.list({ pageIndex: 1, pageSize: 50, divisionCode: '360102' })).rows[0];
      const county = await as(COUNTY);
      const failure = await failureOf(county.surveys.detail(other?.id ?? ''));
      expect(statusOf(failure)).toBe(403);
      expect(failure.userMessage.message).toBe(surveyMessages.outOfJurisdiction);
    });

    it('saves at the version read, refuses a stale save with 409 and a point outside the county at its field', async () => {
      const { surveys } = await as(COUNTY);
      const row = (await surveys.list({ pageIndex: 1, pageSize: 1 })).rows[0];
      const detail = await surveys.detail(row?.id ?? '');
      const body: SurveySave = { ...detail, checklist: checkItemsFor(detail.link.typeCode).map((item) => ({ item, answer: 'no', note: '' })), findings: '复核无误' };
      const saved = await surveys.save(body);
      expect(saved.version).toBe(detail.version + 1);
      expect(saved.findings).toBe('复核无误');
      expect(statusOf(await failureOf(surveys.save(body)))).toBe(409);
      const outside = await failureOf(surveys.save({ ...body, version: saved.version, lon: 118.0, lat: 29.5 }));
      expect(statusOf(outside)).toBe(400);
      expect(outside.userMessage.message).toBe(surveyMessages.outsideCounty('南昌县'));
    });
  });
}
