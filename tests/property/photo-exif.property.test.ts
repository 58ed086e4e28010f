import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { readPhotoExif } from '../../src/exif/photo-exif';
import { exifPhoto } from '../support/exif-photo';

/** Jiangxi's bounding box, in micro-degrees: the reader must give back the six decimals a photo carries. */
const micro = (min: number, max: number): fc.Arbitrary<number> => fc.integer({ min: min * 1e6, max: max * 1e6 }).map((n) => n / 1e6);
const lon = micro(113.5, 118.5);
const lat = micro(24.5, 30.1);
const pad = (n: number): string => String(n).padStart(2, '0');
/** Any second of 2000–2099, written as the camera's local time. */
const takenAt = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31, 23, 59, 59)), noInvalidDate: true })
  .map((d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`);

describe('a photo written with EXIF time and GPS', () => {
  test.prop([takenAt, lon, lat])('reads back the same time and point to six decimals', async (time, x, y) => {
    expect(await readPhotoExif(exifPhoto({ takenAt: time, lon: x, lat: y }))).toEqual({ takenAt: time, lon: x, lat: y });
  });
});
