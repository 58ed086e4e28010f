// Real JPEG photos with camera EXIF, for the EXIF reader's and the survey report's tests.
import { encode } from 'jpeg-js';
import piexif from 'piexifjs';

export interface ExifPhotoOptions {
  /** Local camera time 'yyyy-MM-ddTHH:mm:ss', written as DateTimeOriginal. */
  readonly takenAt?: string;
  readonly lon?: number;
  readonly lat?: number;
  readonly width?: number;
  readonly height?: number;
  /** Shifts the picture's colours, so that photos made with different hues differ byte for byte. */
  readonly hue?: number;
}

/** Micro-degrees as one rational: six decimals survive the DMS triple exactly. */
const MICRO = 1_000_000;

/** A small colour-gradient JPEG, with the EXIF time and GPS point asked for (none when none is given). */
export function exifPhoto(options: ExifPhotoOptions = {}): Uint8Array {
  const jpeg = gradientJpeg(options.width ?? 64, options.height ?? 48, options.hue ?? 0);
  const exif: piexif.ExifDict = { '0th': { [piexif.ImageIFD.Make]: 'Survey Test Camera' } };
  if (options.takenAt !== undefined) {
    exif.Exif = { [piexif.ExifIFD.DateTimeOriginal]: options.takenAt.replace(/-/g, ':').replace('T', ' ') };
  }
  if (options.lon !== undefined && options.lat !== undefined) {
    exif.GPS = {
      [piexif.GPSIFD.GPSVersionID]: [2, 3, 0, 0],
      [piexif.GPSIFD.GPSLatitudeRef]: options.lat < 0 ? 'S' : 'N',
      [piexif.GPSIFD.GPSLatitude]: degrees(options.lat),
      [piexif.GPSIFD.GPSLongitudeRef]: options.lon < 0 ? 'W' : 'E',
      [piexif.GPSIFD.GPSLongitude]: degrees(options.lon),
    };
  }
  const withExif = piexif.insert(piexif.dump(exif), Buffer.from(jpeg).toString('binary'));
  return new Uint8Array(Buffer.from(withExif, 'binary'));
}

/** The same picture without any EXIF segment. */
export function plainJpeg(width = 32, height = 24): Uint8Array {
  return gradientJpeg(width, height, 0);
}

function gradientJpeg(width: number, height: number, hue: number): Uint8Array {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      data[at] = (Math.round((x / width) * 255) + hue) % 256;
      data[at + 1] = (Math.round((y / height) * 255) + 2 * hue) % 256;
      data[at + 2] = (160 + 3 * hue) % 256;
      data[at + 3] = 255;
    }
  }
  return new Uint8Array(encode({ width, height, data }, 85).data);
}

function degrees(value: number): [number, number][] {
  return [
    [Math.round(Math.abs(value) * MICRO), MICRO],
    [0, 1],
    [0, 1],
  ];
}
