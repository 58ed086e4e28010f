import { sniffImage } from './image-type';
import { isValidUtf8 } from './text-encoding';

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** Text: no NUL and no other C0 control but tab, line breaks, form feed and escape. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  const sample = bytes.subarray(0, 8192);
  for (const byte of sample) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1b) return false;
  }
  return true;
}

/**
 * The content type of a file from its first bytes, never from its name or the sender's claim:
 * a page served back with a type the browser would render (HTML, SVG) could run script in our
 * origin. Text is served as text/plain with its charset; anything unknown as octet-stream.
 */
export function sniffContentType(bytes: Uint8Array): string {
  const image = sniffImage(bytes);
  if (image !== undefined) return image.contentType;
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, ascii('AC10'))) return 'image/vnd.dwg';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  if (startsWith(bytes, ascii('Rar!'))) return 'application/vnd.rar';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/x-ole-storage';
  if (startsWith(bytes, ascii('ID3')) || startsWith(bytes, [0xff, 0xfb])) return 'audio/mpeg';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return 'image/x-icon';
  if (startsWith(bytes, ascii('CD001'), 0x8001)) return 'application/x-iso9660-image';
  if (looksLikeText(bytes)) return isValidUtf8(bytes) ? 'text/plain; charset=utf-8' : 'text/plain; charset=gbk';
  return 'application/octet-stream';
}
