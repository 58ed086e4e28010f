/** The encodings a text preview chooses between (Chinese office files are GBK or UTF-8). */
export type TextEncoding = 'utf-8' | 'gbk';

/** True when the bytes are well-formed UTF-8 (no overlongs, no surrogates, nothing above U+10FFFF). */
export function isValidUtf8(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] ?? 0;
    if (lead < 0x80) {
      i += 1;
      continue;
    }
    let need: number;
    let min: number;
    if (lead >= 0xc2 && lead <= 0xdf) [need, min] = [1, 0x80];
    else if (lead >= 0xe0 && lead <= 0xef) [need, min] = [2, 0x800];
    else if (lead >= 0xf0 && lead <= 0xf4) [need, min] = [3, 0x10000];
    else return false;
    let code = lead & (0x3f >> need);
    for (let k = 1; k <= need; k += 1) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return false;
      code = (code << 6) | (next & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return false;
    i += need + 1;
  }
  return true;
}

/**
 * How to decode a text file: a UTF-8 byte order mark or well-formed UTF-8 means UTF-8; anything
 * else is taken as GBK, the other encoding Chinese Windows tools write. Pure ASCII is UTF-8.
 */
export function chooseTextEncoding(bytes: Uint8Array): TextEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  return isValidUtf8(bytes) ? 'utf-8' : 'gbk';
}
