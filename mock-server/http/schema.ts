import { fieldMessages as m } from '../../src/domain/validation/field-messages';
import { HttpError } from './errors';

/**
 * A runtime check that turns an untrusted value into a typed one, or throws a 400 with a Chinese
 * message naming the field. Tiny on purpose: the mock server may not add a validation library.
 */
export interface Schema<T> {
  parse(value: unknown, label: string): T;
}

const fail = (message: string): never => {
  throw new HttpError(400, message);
};

export interface TextOptions {
  /** Longest accepted value; every text field has one so nobody can send megabytes in a field. */
  readonly max: number;
  readonly min?: number;
  /** The Chinese name used in messages; defaults to the field name. */
  readonly label?: string;
}

/** A required string (query, form, path or JSON). Arrays and objects from repeated or nested keys are refused. */
export function text(options: TextOptions): Schema<string> {
  return {
    parse(value, field) {
      const label = options.label ?? field;
      if (value === undefined || value === null) return fail(m.missing(label));
      if (typeof value !== 'string') return fail(m.wrongType(label));
      if (value.length > options.max) return fail(m.tooLong(label, options.max));
      if (options.min !== undefined && value.length < options.min) {
        return fail(value.length === 0 ? m.missing(label) : m.tooShort(label, options.min));
      }
      return value;
    },
  };
}

/** One of a fixed set of string values. */
export function literal<const T extends string>(values: readonly T[], label?: string): Schema<T> {
  return {
    parse(value, field) {
      const name = label ?? field;
      if (value === undefined || value === null) return fail(m.missing(name));
      if (typeof value !== 'string') return fail(m.wrongType(name));
      const found = values.find((candidate) => candidate === value);
      return found ?? fail(m.invalidValue(name));
    },
  };
}

/** An integer sent as text (query) or as a JSON number. */
export function integer(options: { min: number; max: number; label?: string }): Schema<number> {
  return {
    parse(value, field) {
      const label = options.label ?? field;
      if (value === undefined || value === null || value === '') return fail(m.missing(label));
      const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isInteger(number)) return fail(m.wrongType(label));
      if (number < options.min || number > options.max) return fail(m.invalidValue(label));
      return number;
    },
  };
}

/** Absent (or an empty query value) becomes undefined. */
export function optional<T>(schema: Schema<T>): Schema<T | undefined> {
  return { parse: (value, field) => (value === undefined || value === '' ? undefined : schema.parse(value, field)) };
}

/** Absent becomes the given value. */
export function withDefault<T>(schema: Schema<T>, fallback: T): Schema<T> {
  return { parse: (value, field) => (value === undefined ? fallback : schema.parse(value, field)) };
}

type Shape = Readonly<Record<string, Schema<unknown>>>;
type ParsedShape<S extends Shape> = { [P in keyof S]: S[P] extends Schema<infer T> ? T : never };

/** An object whose listed fields are checked; unknown fields are ignored (clients may send extras). */
export function object<S extends Shape>(shape: S, label?: string): Schema<ParsedShape<S>> {
  return {
    parse(value, field) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(m.wrongType(label ?? field));
      const source = value as Record<string, unknown>;
      const result: Record<string, unknown> = {};
      for (const [key, schema] of Object.entries(shape)) {
        result[key] = schema.parse(Object.hasOwn(source, key) ? source[key] : undefined, key);
      }
      return result as ParsedShape<S>;
    },
  };
}

/** A list sent as repeated query keys (a=1&a=2); a single key gives a list of one. */
export function repeated<T>(item: Schema<T>, options: { min: number; max: number; label?: string }): Schema<T[]> {
  return {
    parse(value, field) {
      const label = options.label ?? field;
      const items: unknown[] = value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];
      if (items.length < options.min) return fail(items.length === 0 ? m.missing(label) : m.invalidValue(label));
      if (items.length > options.max) return fail(m.invalidValue(label));
      return items.map((entry) => item.parse(entry, label));
    },
  };
}

/** A JSON true or false; text like "true" is refused so a typo never flips a decision. */
export function boolean(label?: string): Schema<boolean> {
  return {
    parse(value, field) {
      const name = label ?? field;
      if (value === undefined || value === null) return fail(m.missing(name));
      return typeof value === 'boolean' ? value : fail(m.wrongType(name));
    },
  };
}

/** A text that must also match a pattern (dates, codes); the pattern failing reads as a format error. */
export function matching(pattern: RegExp, options: TextOptions): Schema<string> {
  const base = text(options);
  return {
    parse(value, field) {
      const parsed = base.parse(value, field);
      return pattern.test(parsed) ? parsed : fail(m.wrongType(options.label ?? field));
    },
  };
}

/** A JSON object of free keys (a form's data): each key and value checked, and no more than maxKeys of them. */
export function record<T>(item: Schema<T>, options: { maxKeys: number; maxKey: number; label?: string }): Schema<Record<string, T>> {
  return {
    parse(value, field) {
      const label = options.label ?? field;
      if (value === undefined || value === null) return fail(m.missing(label));
      if (typeof value !== 'object' || Array.isArray(value)) return fail(m.wrongType(label));
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.length > options.maxKeys) return fail(m.invalidValue(label));
      const result: Record<string, T> = {};
      for (const [key, entry] of entries) {
        if (key.length === 0 || key.length > options.maxKey) return fail(m.invalidValue(label));
        // Named by the whole field: keys are machine names the user never sees. defineProperty keeps
        // a key named __proto__ a plain key instead of replacing the prototype.
        Object.defineProperty(result, key, { value: item.parse(entry, label), enumerable: true, writable: true, configurable: true });
      }
      return result;
    },
  };
}
