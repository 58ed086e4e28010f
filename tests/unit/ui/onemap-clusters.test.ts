import fc from 'fast-check';
import View from 'ol/View';
import { describe, expect, it } from 'vitest';
import type { FilingStatus } from '../../../src/domain/filing/lifecycle';
import type { OnemapParcel } from '../../../src/domain/onemap/onemap-types';
import { CLUSTER_RESOLUTION, type LayerSwitch } from '../../../src/ui/features/onemap/map/onemap-layers';
import { parcelCentres } from '../../../src/ui/features/onemap/map/parcel-centres';
import { clusterLayer, clusterMembers } from '../../../src/ui/features/onemap/map/parcel-clusters';

const STATUSES: readonly FilingStatus[] = ['draft', 'reported', 'filed', 'returned'];

const parcelArb = fc.record({
  lon: fc.double({ min: 113.6, max: 118.4, noNaN: true }),
  lat: fc.double({ min: 24.5, max: 30, noNaN: true }),
  type: fc.constantFrom('1', '2'),
  status: fc.constantFrom(...STATUSES),
});

function parcelsOf(specs: readonly { lon: number; lat: number; type: string; status: FilingStatus }[]): OnemapParcel[] {
  return specs.map((spec, index) => ({
    id: `P${index}`,
    number: '',
    projectName: `项目${index}`,
    keyTypeCode: spec.type as OnemapParcel['keyTypeCode'],
    status: spec.status,
    divisionCode: '360121',
    areaHa: 1,
    ring: [spec.lon, spec.lat, spec.lon + 0.001, spec.lat, spec.lon + 0.001, spec.lat + 0.001],
  }));
}

const membersOf = (layer: ReturnType<typeof clusterLayer>): (readonly number[])[] =>
  (layer.layer.getSource()?.getFeatures() ?? []).map((feature) => clusterMembers(feature) ?? []);

describe('the 备案专题图 clusters', () => {
  it('put every switched-on parcel in exactly one cluster and no switched-off one in any', () => {
    fc.assert(
      fc.property(fc.array(parcelArb, { maxLength: 300 }), fc.subarray([...STATUSES]), fc.double({ min: CLUSTER_RESOLUTION, max: 5000, noNaN: true }), (specs, statuses, resolution) => {
        const parcels = parcelsOf(specs);
        const layers: LayerSwitch = { types: new Set(['1', '2']), statuses: new Set(statuses) };
        const clusters = clusterLayer(parcels, parcelCentres(parcels), new View({ resolution }), () => layers);
        const counted = membersOf(clusters).flat().sort((a, b) => a - b);
        const expected = parcels.flatMap((parcel, index) => (layers.statuses.has(parcel.status) ? [index] : []));
        expect(counted).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('count again when the legend switches a layer, and when the view zooms out', () => {
    const parcels = parcelsOf(Array.from({ length: 40 }, (_, i) => ({ lon: 115 + (i % 8) * 0.02, lat: 28 + Math.floor(i / 8) * 0.02, type: i % 2 === 0 ? '1' : '2', status: 'filed' as const })));
    let layers: LayerSwitch = { types: new Set(['1', '2']), statuses: new Set(STATUSES) };
    const view = new View({ resolution: CLUSTER_RESOLUTION * 2 });
    const clusters = clusterLayer(parcels, parcelCentres(parcels), view, () => layers);
    const atTown = membersOf(clusters).length;
    expect(membersOf(clusters).flat()).toHaveLength(40);

    layers = { ...layers, types: new Set(['1']) };
    clusters.refresh();
    expect(membersOf(clusters).flat().every((index) => parcels[index]?.keyTypeCode === '1')).toBe(true);
    expect(membersOf(clusters).flat()).toHaveLength(20);

    view.setResolution(CLUSTER_RESOLUTION * 200);
    expect(membersOf(clusters)).toHaveLength(1);
    expect(atTown).toBeGreaterThan(1);
  });
});
