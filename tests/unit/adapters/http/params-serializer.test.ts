import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { serializeParams } from '../../../../src/adapters/http/params-serializer';

describe('serializeParams', () => {
  it.each([
    [{ a: [1, 2] }, 'a=1&a=2'],
    [{ a: [1, undefined, 2], b: undefined, c: null }, 'a=1&a=2'],
    [{ q: '中文 &=' }, 'q=%E4%B8%AD%E6%96%87+%26%3D'],
    [{ t: true, n: 0 }, 't=true&n=0'],
    [{}, ''],
    [undefined, ''],
  ])('%j → %s', (params, expected) => {
    expect(serializeParams(params)).toBe(expected);
  });

  test.prop([fc.dictionary(fc.string({ minLength: 1 }), fc.array(fc.oneof(fc.string(), fc.integer())))])(
    'every array item comes back under its own key, in order',
    (params) => {
      const parsed = new URLSearchParams(serializeParams(params));
      for (const [key, values] of Object.entries(params)) {
        expect(parsed.getAll(key)).toEqual(values.map(String));
      }
    },
  );
});
