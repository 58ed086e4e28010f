import exifr from 'exifr/dist/lite.esm.mjs';

/** What a photo says about where and when it was taken; a field is absent when the photo does not say. */
export interface PhotoExif {
  /** Local camera time as 'yyyy-MM-ddTHH:mm:ss' (EXIF stores no zone). */
  readonly takenAt?: string;
  readonly lon?: number;
  readonly lat?: number;
}

/** Raw values keep EXIF's own date text: a revived Date would shift it by the reader's time zone. */
const OPTIONS = { tiff: true, exif: true, gps: true, ifd1: false, xmp: false, reviveValues: false, mergeOutput: true };
/** Tags tried in order: the shutter time, the digitising time, the file's last change. */
const TIME_TAGS = ['DateTimeOriginal', 'CreateDate', 'ModifyDate'] as const;
const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/;
/** Six decimals (about 0.1 m) is what the survey stores and shows. */
const COORDINATE_SCALE = 1e6;

/** The time and GPS point of a JPEG or HEIC photo; never throws (bad bytes or no EXIF give {}). */
export async function readPhotoExif(bytes: ArrayBuffer | Uint8Array): Promise<PhotoExif> {
  let tags: unknown;
  try {
    tags = await exifr.parse(bytes, OPTIONS);
  } catch {
    return {};
  }
  if (!isRecord(tags)) return {};
  const takenAt = TIME_TAGS.map((tag) => localTime(tags[tag])).find((time) => time !== undefined);
  return { ...(takenAt === undefined ? {} : { takenAt }), ...point(tags['longitude'], tags['latitude']) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function localTime(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = EXIF_TIME.exec(value);
  if (match === null) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  // Cameras without a set clock write '0000:00:00 00:00:00'; Date.UTC rolls any impossible part over.
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const real =
    year >= 1900 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return real ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}` : undefined;
}

function point(lon: unknown, lat: unknown): Pick<PhotoExif, 'lon' | 'lat'> {
  if (typeof lon !== 'number' || typeof lat !== 'number') return {};
  if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon) > 180 || Math.abs(lat) > 90) return {};
  // A receiver without a fix writes zeros: 0°, 0° is no place a survey is made.
  if (lon === 0 && lat === 0) return {};
  return { lon: round(lon), lat: round(lat) };
}

const round = (degrees: number): number => Math.round(degrees * COORDINATE_SCALE) / COORDINATE_SCALE;
