import { boundingExtent, type Extent } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import type { OnemapParcel } from '../../../../domain/onemap/onemap-types';

/** Every parcel's centre (the middle of its ring's extent) in map coordinates, by the parcel's index. */
export interface ParcelCentres {
  readonly x: Float64Array;
  readonly y: Float64Array;
}

export function parcelCentres(parcels: readonly OnemapParcel[]): ParcelCentres {
  const x = new Float64Array(parcels.length);
  const y = new Float64Array(parcels.length);
  parcels.forEach((parcel, index) => {
    let minLon = Infinity;
    let minLat = Infinity;
    let maxLon = -Infinity;
    let maxLat = -Infinity;
    for (let i = 0; i + 1 < parcel.ring.length; i += 2) {
      const lon = parcel.ring[i] ?? 0;
      const lat = parcel.ring[i + 1] ?? 0;
      if (lon < minLon) minLon = lon;
      if (lon > maxLon) maxLon = lon;
      if (lat < minLat) minLat = lat;
      if (lat > maxLat) maxLat = lat;
    }
    const [cx = 0, cy = 0] = fromLonLat([(minLon + maxLon) / 2, (minLat + maxLat) / 2]);
    x[index] = cx;
    y[index] = cy;
  });
  return { x, y };
}

/** The extent of the given parcels' centres. */
export const centresExtent = (centres: ParcelCentres, members: readonly number[]): Extent =>
  boundingExtent(members.map((index) => [centres.x[index] ?? 0, centres.y[index] ?? 0]));
