/** An image type recognised from its first bytes. */
export interface ImageKind {
  readonly extension: 'png' | 'jpg' | 'gif' | 'webp';
  readonly contentType: string;
}

/** How many leading bytes sniffImage needs. */
export const IMAGE_SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type from the file's magic bytes. A file's name and declared type are whatever the
 * sender says, and an SVG or HTML file served back as an image would run script in our origin,
 * so the client, the mock server and the memory adapter all decide by the bytes, with this.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { extension: 'gif', contentType: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { extension: 'webp', contentType: 'image/webp' };
  return undefined;
}

/** The accept attribute matching what sniffImage recognises. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
