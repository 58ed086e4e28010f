/** The seeded site note, encoded in GBK as Chinese Windows editors write it (no GBK encoder exists in browsers or Node). */
const GBK_NOTE_HEX =
  'c4cfb2fdcfd8b0cbd2bbcfe7c1d9cab1d3c3b5d8cfd6b3a1bfb1b2e2cbb5c3f70d0a0d0abfb1b2e2c8d5c6daa3ba32303236' +
  'c4ea3130d4c23132c8d50d0abfb1b2e2c8cbd4b1a3bab3c2d6bec7bfa1a2d3c3cdbeb9dcd6c6b9c9bfc6d4b10d0ad3c3b5d8' +
  'cebbd6c3a3bab0cbd2bbcfe7caa9b9a4b1e3b5c0b1b1b2e0a3acb6abd6c1b4e5b5c0a3accef7d6c1b9e0c7fea1a30d0ad3c3' +
  'b5d8c3e6bbfda3ba302e3836b9abc7eaa3acc6e4d6d0b8fbb5d8302e3132b9abc7eaa3acd2d1c2e4cab5b8b4bfd1b4ebcaa9' +
  'a1a30d0abde1c2dba3bacfd6b3a1c7e9bff6d3ebc9eab1a8b2c4c1cfd2bbd6c2a3accdacd2e2c9cfb1a8a1a30d0a';

/** The GBK bytes of the seeded site note (勘测说明). */
export function demoGbkNote(): Uint8Array {
  const bytes = new Uint8Array(GBK_NOTE_HEX.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(GBK_NOTE_HEX.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The note as it must read once decoded. */
export const DEMO_GBK_NOTE_FIRST_LINE = '南昌县八一乡临时用地现场勘测说明';
