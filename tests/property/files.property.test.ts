import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { extensionOf, fileIconOf, KNOWN_EXTENSIONS, type FileIcon } from '../../src/domain/files/file-icon';
import { formatFileSize } from '../../src/domain/files/file-size';
import { fileMessages } from '../../src/domain/files/file-messages';
import { chooseTextEncoding, isValidUtf8 } from '../../src/domain/files/text-encoding';
import { checkSelection, cleanFileName, FILE_NAME_MAX } from '../../src/domain/files/upload-rules';

/** SPEC section 3's table, written out independently of the implementation. */
const SPEC_ICONS: Readonly<Record<string, FileIcon>> = {
  jpg: 'image', jpeg: 'image', png: 'image', gif: 'image', ico: 'image',
  txt: 'text', doc: 'doc', docx: 'doc', zip: 'zip', rar: 'zip', xls: 'xls', xlsx: 'xls',
  ppt: 'ppt', pptx: 'ppt', pdf: 'pdf', dwg: 'dwg', mp3: 'mp3', iso: 'iso',
};

const baseName = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !s.startsWith('.'));
const mixedCase = (text: string, flips: readonly boolean[]): string => [...text].map((c, i) => (flips[i % flips.length] === true ? c.toUpperCase() : c)).join('');

describe('file-type icon (SPEC section 3)', () => {
  test.prop([baseName, fc.constantFrom(...Object.keys(SPEC_ICONS)), fc.array(fc.boolean(), { minLength: 1, maxLength: 5 })])(
    'maps every listed extension, in any case, to its icon',
    (base, extension, flips) => {
      expect(fileIconOf(`${base}.${mixedCase(extension, flips)}`)).toBe(SPEC_ICONS[extension]);
    },
  );

  test.prop([baseName, fc.stringMatching(/^[a-z0-9]{1,6}$/).filter((e) => !Object.hasOwn(SPEC_ICONS, e))])('anything else is unknown', (base, extension) => {
    expect(fileIconOf(`${base}.${extension}`)).toBe('unknown');
  });

  test.prop([fc.string({ maxLength: 30 }).filter((s) => !s.includes('.'))])('a name without an extension is unknown', (name) => {
    expect(extensionOf(name)).toBe('');
    expect(fileIconOf(name)).toBe('unknown');
  });

  test.prop([fc.constantFrom(...KNOWN_EXTENSIONS)])('knows exactly the SPEC extensions', (extension) => {
    expect(Object.hasOwn(SPEC_ICONS, extension)).toBe(true);
  });
});

describe('upload limits (SPEC section 5)', () => {
  const chosenFile = fc.record({ name: fc.string({ minLength: 1, maxLength: 10 }), size: fc.integer({ min: 0, max: 5000 }) });

  test.prop([fc.array(chosenFile, { maxLength: 8 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 5000 })])(
    'over the limit nothing is taken and the message names the limit; within it, every file is accepted or refused by size',
    (chosen, limit, alreadyCounted, maxBytes) => {
      const verdict = checkSelection(chosen, { limit, maxBytes, alreadyCounted });
      if (alreadyCounted + chosen.length > limit) {
        expect(verdict).toEqual({ accepted: [], refused: [], limitMessage: `当前限制选择${limit}个文件` });
        return;
      }
      expect(verdict.limitMessage).toBeUndefined();
      expect(verdict.accepted.length + verdict.refused.length).toBe(chosen.length);
      for (const file of verdict.accepted) expect(file.size > 0 && file.size <= maxBytes).toBe(true);
      for (const { file, message } of verdict.refused) {
        expect(message).toBe(file.size <= 0 ? fileMessages.emptyFile(file.name) : fileMessages.tooLarge(file.name, maxBytes));
      }
      expect(verdict.accepted).toEqual(chosen.filter((file) => file.size > 0 && file.size <= maxBytes));
    },
  );

  test.prop([fc.array(chosenFile, { maxLength: 8 }), fc.integer({ min: 1, max: 5000 })])('without a limit only sizes matter', (chosen, maxBytes) => {
    expect(checkSelection(chosen, { limit: undefined, maxBytes, alreadyCounted: 100 }).limitMessage).toBeUndefined();
  });

  test.prop([fc.string({ maxLength: 300 })])('a cleaned name has no path separator or control character, is short and never empty', (name) => {
    const clean = cleanFileName(name);
    expect([...clean].some((c) => c === '/' || c === '\\' || c.charCodeAt(0) < 0x20)).toBe(false);
    expect([...clean].length).toBeLessThanOrEqual(FILE_NAME_MAX);
    expect(clean.length).toBeGreaterThan(0);
    expect(['.', '..']).not.toContain(clean);
  });
});

describe('file size and text encoding', () => {
  test.prop([fc.integer({ min: 1, max: 2 ** 50 })])('a size has a number and a unit, and grows with the bytes', (bytes) => {
    expect(formatFileSize(bytes)).toMatch(/^\d+(\.\d)? (B|KB|MB|GB|TB)$/);
    const units = ['B', 'KB', 'MB', 'GB', 'TB'];
    const rank = (text: string): number => units.indexOf(text.split(' ')[1] ?? '');
    expect(rank(formatFileSize(bytes * 2))).toBeGreaterThanOrEqual(rank(formatFileSize(bytes)));
  });

  test.prop([fc.string({ unit: 'grapheme', maxLength: 200 })])('valid UTF-8 (what TextEncoder writes) is read as UTF-8', (text) => {
    const bytes = new TextEncoder().encode(text);
    expect(isValidUtf8(bytes)).toBe(true);
    expect(chooseTextEncoding(bytes)).toBe('utf-8');
  });

  test.prop([fc.uint8Array({ maxLength: 200 })])('the check agrees with a strict decoder', (bytes) => {
    let strict = true;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      strict = false;
    }
    expect(isValidUtf8(bytes)).toBe(strict);
  });
});
