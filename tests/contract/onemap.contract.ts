import { describe, expect, it } from 'vitest';
import { withinJurisdiction } from '../../src/domain/filing/jurisdiction';
import { decodeRing } from '../../src/domain/onemap/parcel-ring';
import { OnemapApi } from '../../src/ports/onemap.port';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

const PROVINCE = '10002';
const CITY = '10003';
const COUNTY = '10004';

const portsOf = ({ container }: SignedInBrowser) => ({ onemap: container.get(OnemapApi) });

/** OnemapApi (备案专题图): the same expectations for every backend. */
export function describeOnemapContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`OnemapApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    it.each([
      [COUNTY, { code: '360121', name: '南昌县', level: 'county' }],
      [CITY, { code: '360100', name: '南昌市', level: 'city' }],
      [PROVINCE, { code: '360000', name: '江西省', level: 'province' }],
    ])('gives user %s the parcels of their jurisdiction only, each a closed ring inside Jiangxi', async (userId, division) => {
      const { onemap } = await as(userId);
      const answer = await onemap.parcels();
      expect(answer.division).toEqual(division);
      expect(answer.parcels.length).toBeGreaterThan(0);
      for (const parcel of answer.parcels) {
        expect(withinJurisdiction(division.code, parcel.divisionCode)).toBe(true);
        expect(['1', '2']).toContain(parcel.keyTypeCode);
        expect(answer.divisionNames[parcel.divisionCode]).toBeTruthy();
        expect(parcel.ring.length % 2).toBe(0);
        const ring = decodeRing(parcel.ring);
        expect(ring.length).toBeGreaterThanOrEqual(4);
        for (const [lon, lat] of ring) {
          expect(lon).toBeGreaterThan(113);
          expect(lon).toBeLessThan(119);
          expect(lat).toBeGreaterThan(24);
          expect(lat).toBeLessThan(31);
        }
      }
    });

    it('gives a city the parcels of its counties, which include the county user’s', async () => {
      const county = await (await as(COUNTY)).onemap.parcels();
      const city = await (await as(CITY)).onemap.parcels();
      const cityIds = new Set(city.parcels.map((p) => p.id));
      expect(county.parcels.every((p) => cityIds.has(p.id))).toBe(true);
      expect(city.parcels.length).toBeGreaterThan(county.parcels.length);
    });
  });
}
