import type { IdGenerator } from '../../ports/browser.port';

/** The parts of Web Crypto used here; the global `crypto` in browsers and Node. */
export interface RandomSource {
  getRandomValues<T extends Uint32Array | Uint8Array>(array: T): T;
  randomUUID?: () => string;
}

const UINT32_RANGE = 2 ** 32;

/** Ids and random integers from Web Crypto. */
export class CryptoIdGenerator implements IdGenerator {
  constructor(private readonly random: RandomSource) {}

  /** randomUUID exists only in secure contexts; a page served over plain http on a LAN address lacks it. */
  uuid(): string {
    if (typeof this.random.randomUUID === 'function') return this.random.randomUUID();
    const bytes = this.random.getRandomValues(new Uint8Array(16));
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** Uniform in [min, max]: draws that fall in the uneven tail of 2^32 are redrawn, so no value is favoured. */
  randomInt(min: number, max: number): number {
    const low = Math.ceil(Math.min(min, max));
    const span = Math.floor(Math.max(min, max)) - low + 1;
    if (!(span > 1) || span > UINT32_RANGE) return low;
    const limit = UINT32_RANGE - (UINT32_RANGE % span);
    const draw = new Uint32Array(1);
    for (;;) {
      const value = this.random.getRandomValues(draw)[0] ?? 0;
      if (value < limit) return low + (value % span);
    }
  }
}
