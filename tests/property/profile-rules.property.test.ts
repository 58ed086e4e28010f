import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { IMAGE_SNIFF_BYTES, sniffImage } from '../../src/domain/files/image-type';
import { EMAIL_MAX, NICKNAME_MAX, profileMessages as m } from '../../src/domain/session/profile-failures';
import {
  fieldOfProfileMessage,
  firstProfileProblem,
  trimmedProfile,
  validateProfileForm,
  type ProfileFields,
} from '../../src/domain/session/profile-rules';

const validPhone = fc.tuple(fc.integer({ min: 3, max: 8 }), fc.stringMatching(/^[0-9]{9}$/)).map(([d, rest]) => `1${d}${rest}`);
const validEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.stringMatching(/^[a-z]{1,8}$/), fc.constantFrom('cn', 'com', 'gov.cn'))
  .map(([local, host, tld]) => `${local}@${host}.${tld}`);
const validNick = fc.string({ minLength: 1, maxLength: NICKNAME_MAX }).filter((s) => s.trim().length > 0 && s.trim() === s);
const validProfile: fc.Arbitrary<ProfileFields> = fc.record({
  nickName: validNick,
  email: validEmail,
  phone: validPhone,
  sex: fc.constantFrom('0', '1', '2'),
});

describe('profile rules shared by the page, the mock server and the memory adapter', () => {
  test.prop([validProfile])('a valid profile has no problem, also with surrounding spaces', (profile) => {
    expect(validateProfileForm(profile)).toEqual({});
    expect(firstProfileProblem({ ...profile, nickName: ` ${profile.nickName} `, phone: ` ${profile.phone}` })).toBeUndefined();
    expect(trimmedProfile({ ...profile, email: `  ${profile.email}  ` })).toEqual(profile);
  });

  const breakers: [keyof ProfileFields, fc.Arbitrary<string>, string][] = [
    ['nickName', fc.constantFrom('', '   '), m.nickNameRequired],
    ['nickName', fc.string({ minLength: NICKNAME_MAX + 1, maxLength: 80 }).map((s) => `x${s.replace(/\s/g, 'x')}`), m.nickNameTooLong],
    ['email', fc.constantFrom('a@', '@x.cn', 'no-at.cn', `${'a'.repeat(EMAIL_MAX)}@x.cn`), m.emailInvalid],
    ['phone', fc.constantFrom('12345678901', '1390000000', '139000000001', 'abcdefghijk'), m.phoneInvalid],
    ['sex', fc.constantFrom('3', '', 'male'), m.sexInvalid],
  ];
  test.prop([validProfile, fc.constantFrom(...breakers.keys())])(
    'breaking one field gives exactly that field its message, and the message leads back to the field',
    (profile, index) => {
      const [field, bad, message] = breakers[index] as (typeof breakers)[number];
      const value = fc.sample(bad, { numRuns: 1, seed: index })[0] as string;
      const errors = validateProfileForm({ ...profile, [field]: value });
      expect(errors).toEqual({ [field]: message });
      expect(fieldOfProfileMessage(message)).toBe(field);
    },
  );

  const fieldMessages: readonly string[] = [m.nickNameRequired, m.nickNameTooLong, m.emailInvalid, m.phoneInvalid, m.sexInvalid];
  test.prop([fc.string()])('any other text names no field', (text) => {
    fc.pre(!fieldMessages.includes(text));
    expect(fieldOfProfileMessage(text)).toBeUndefined();
  });
});

describe('sniffImage', () => {
  const signatures: [number[], string][] = [
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    [[0xff, 0xd8, 0xff], 'jpg'],
    [[...'GIF89a'].map((c) => c.charCodeAt(0)), 'gif'],
    [[...'GIF87a'].map((c) => c.charCodeAt(0)), 'gif'],
  ];
  test.prop([fc.constantFrom(...signatures), fc.uint8Array({ maxLength: 40 })])('recognises each signature whatever follows', ([head, extension], tail) => {
    expect(sniffImage(Uint8Array.from([...head, ...tail]))?.extension).toBe(extension);
  });

  test.prop([fc.uint8Array({ maxLength: 40 })])('anything not starting with a signature is not an image', (bytes) => {
    const text = String.fromCharCode(...bytes.slice(0, 6));
    fc.pre(bytes[0] !== 0x89 && bytes[0] !== 0xff && !text.startsWith('GIF') && !text.startsWith('RIFF'));
    expect(sniffImage(bytes)).toBeUndefined();
  });

  test.prop([fc.uint8Array({ minLength: 4, maxLength: 4 })])('WEBP needs both RIFF and WEBP', (size) => {
    const riff = [...'RIFF'].map((c) => c.charCodeAt(0));
    const webp = [...'WEBP'].map((c) => c.charCodeAt(0));
    expect(sniffImage(Uint8Array.from([...riff, ...size, ...webp]))?.extension).toBe('webp');
    expect(sniffImage(Uint8Array.from([...riff, ...size, ...[...'WAVE'].map((c) => c.charCodeAt(0))]))).toBeUndefined();
    expect(IMAGE_SNIFF_BYTES).toBeGreaterThanOrEqual(riff.length + size.length + webp.length);
  });
});
