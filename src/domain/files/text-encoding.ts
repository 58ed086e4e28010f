/** The encodings a text preview chooses between (Chinese office files are GBK or UTF-8). */
type TextEncoding = 'utf-8' | 'gbk';

/** The text of well-formed UTF-8 (a leading byte order mark dropped), or undefined: the platform's decoder is the check. */
function strictUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** True when the bytes are well-formed UTF-8 (no overlongs, no surrogates, nothing above U+10FFFF). */
export const isValidUtf8 = (bytes: Uint8Array): boolean => strictUtf8(bytes) !== undefined;

/**
 * How to decode a text file: a UTF-8 byte order mark or well-formed UTF-8 means UTF-8; anything
 * else is taken as GBK, the other encoding Chinese Windows tools write. Pure ASCII is UTF-8.
 */
export function chooseTextEncoding(bytes: Uint8Array): TextEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  return isValidUtf8(bytes) ? 'utf-8' : 'gbk';
}

/** The text of a file saved by a Chinese office tool: UTF-8 when it is well-formed UTF-8, otherwise GBK. */
export const decodeUtf8OrGbk = (bytes: Uint8Array): string => strictUtf8(bytes) ?? new TextDecoder('gbk').decode(bytes);
