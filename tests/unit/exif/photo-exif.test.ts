import { describe, expect, it } from 'vitest';
import { readPhotoExif } from '../../../src/exif/photo-exif';
import { exifPhoto, plainJpeg } from '../../support/exif-photo';

const TAKEN_AT = '2026-11-20T10:15:30';
const NANCHANG = { lon: 115.892151, lat: 28.676493 };

describe('readPhotoExif', () => {
  it('reads the shutter time and the GPS point of a camera JPEG', async () => {
    expect(await readPhotoExif(exifPhoto({ takenAt: TAKEN_AT, ...NANCHANG }))).toEqual({ takenAt: TAKEN_AT, ...NANCHANG });
  });

  it('reads an ArrayBuffer as well as a Uint8Array', async () => {
    const bytes = exifPhoto({ takenAt: TAKEN_AT, ...NANCHANG });
    const buffer = new ArrayBuffer(bytes.byteLength);
    new Uint8Array(buffer).set(bytes);
    expect(await readPhotoExif(buffer)).toEqual({ takenAt: TAKEN_AT, ...NANCHANG });
  });

  it('reads degrees, minutes and seconds as cameras write them', async () => {
    const read = await readPhotoExif(exifPhoto({ ...NANCHANG, dms: true }));
    // Hundredths of a second of arc are about 3 micro-degrees.
    expect(read.lon).toBeCloseTo(NANCHANG.lon, 5);
    expect(read.lat).toBeCloseTo(NANCHANG.lat, 5);
  });

  it('turns the S and W references into negative degrees', async () => {
    expect(await readPhotoExif(exifPhoto({ lon: -43.172896, lat: -22.906847 }))).toEqual({ lon: -43.172896, lat: -22.906847 });
  });

  it('gives only what the photo says: a time without a point, a point without a time', async () => {
    expect(await readPhotoExif(exifPhoto({ takenAt: TAKEN_AT }))).toEqual({ takenAt: TAKEN_AT });
    expect(await readPhotoExif(exifPhoto(NANCHANG))).toEqual(NANCHANG);
  });

  it('drops the zero date of an unset camera clock and the 0°, 0° of a receiver without a fix', async () => {
    expect(await readPhotoExif(exifPhoto({ takenAt: '0000-00-00T00:00:00', lon: 0, lat: 0 }))).toEqual({});
    expect(await readPhotoExif(exifPhoto({ takenAt: '2026-02-30T10:00:00' }))).toEqual({});
  });

  it('answers {} for a JPEG without EXIF, for bytes that are no picture and for a cut-off photo, without throwing', async () => {
    const photo = exifPhoto({ takenAt: TAKEN_AT, ...NANCHANG });
    for (const bytes of [plainJpeg(), new Uint8Array(), new Uint8Array([1, 2, 3]), new TextEncoder().encode('<html></html>'), photo.slice(0, 40)]) {
      await expect(readPhotoExif(bytes)).resolves.toEqual({});
    }
  });
});
