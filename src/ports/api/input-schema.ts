// valibot is the API schemas' one library: the mock server, the memory adapters and the forms
// parse with the same schemas, so this file is the single place src/ports reaches for it.
import * as v from 'valibot';
import { fieldMessages as m } from '../../domain/validation/field-messages';

/**
 * The building blocks of the endpoint input schemas (src/ports/api/*.schema.ts). Each one words
 * its refusal like every other 400 of both backends, naming the field in Chinese, so the first
 * issue of a failed parse is the message the user reads.
 */
export type InputSchema<T> = v.GenericSchema<unknown, T>;
export type OutputOf<S extends InputSchema<unknown>> = v.InferOutput<S>;

const absent = (value: unknown): boolean => value === undefined || value === null;
const missingOr = (label: string, otherwise: string) => (issue: { readonly input: unknown }) => (absent(issue.input) ? m.missing(label) : otherwise);

export interface TextOptions {
  /** Longest accepted value; every text field has one so nobody can send megabytes in a field. */
  readonly max: number;
  readonly min?: number;
  /** The Chinese name used in messages. */
  readonly label: string;
}

/** A required string (query, form, path or JSON). Arrays and objects from repeated or nested keys are refused. */
export function text(options: TextOptions): InputSchema<string> {
  const { max, min, label } = options;
  const base = v.pipe(v.string(missingOr(label, m.wrongType(label))), v.maxLength(max, m.tooLong(label, max)));
  if (min === undefined) return base;
  return v.pipe(base, v.minLength(min, (issue) => (issue.input.length === 0 ? m.missing(label) : m.tooShort(label, min))));
}

/** One of a fixed set of string values. */
export function literal<const T extends string>(values: readonly T[], label: string): InputSchema<T> {
  return v.picklist(values, (issue) => (absent(issue.input) ? m.missing(label) : typeof issue.input === 'string' ? m.invalidValue(label) : m.wrongType(label)));
}

const asNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : Number.NaN;

/** An integer sent as text (query) or as a JSON number. */
export function integer(options: { min: number; max: number; label: string }): InputSchema<number> {
  const { label } = options;
  return v.pipe(
    v.unknown(),
    v.check((value) => !absent(value) && value !== '', m.missing(label)),
    v.transform(asNumber),
    v.number(m.wrongType(label)),
    v.integer(m.wrongType(label)),
    v.minValue(options.min, m.invalidValue(label)),
    v.maxValue(options.max, m.invalidValue(label)),
  );
}

/** A JSON true or false; text like "true" is refused so a typo never flips a decision. */
export function boolean(label: string): InputSchema<boolean> {
  return v.boolean(missingOr(label, m.wrongType(label)));
}

/** A text that must also match a pattern (dates, codes); the pattern failing reads as a format error. */
export function matching(pattern: RegExp, options: TextOptions): InputSchema<string> {
  return v.pipe(text(options), v.regex(pattern, m.wrongType(options.label)));
}

/** Absent (or an empty query value) becomes undefined. */
export function optional<T>(schema: InputSchema<T>): InputSchema<T | undefined> {
  return v.pipe(
    v.unknown(),
    v.transform((value) => (value === '' ? undefined : value)),
    v.optional(schema),
  );
}

/** Absent becomes the given value. */
export function withDefault<T>(schema: InputSchema<T>, fallback: T): InputSchema<T> {
  return v.pipe(
    v.unknown(),
    v.transform((value) => (value === undefined ? fallback : value)),
    schema,
  );
}

type Shape = Readonly<Record<string, InputSchema<unknown>>>;
type OutputShape<S extends Shape> = { [P in keyof S]: OutputOf<S[P]> };

/** A plain object (not an array), as a JSON body, a query or path parameters arrive. */
const plainObject = (label: string) =>
  v.pipe(
    v.unknown(),
    v.check((value) => typeof value === 'object' && value !== null && !Array.isArray(value), m.wrongType(label)),
    v.transform((value) => value as Record<string, unknown>),
  );

/**
 * An object whose listed fields are checked in the listed order; unknown fields are dropped
 * (clients may send extras). A missing field is given to its own schema as undefined, so it is
 * refused in the field's words rather than the object's.
 */
export function object<S extends Shape>(shape: S, label: string): InputSchema<OutputShape<S>> {
  const keys = Object.keys(shape);
  return v.pipe(
    plainObject(label),
    v.transform((source) => Object.fromEntries(keys.map((key) => [key, Object.hasOwn(source, key) ? source[key] : undefined]))),
    v.object(shape),
  ) as unknown as InputSchema<OutputShape<S>>;
}

/** How a whole input part is named when it is the wrong shape (e.g. a JSON array as the body). */
export const partLabels = { params: '请求路径', query: '查询参数', body: '请求体', form: '表单', files: '上传文件' } as const;

export const paramsOf = <S extends Shape>(shape: S): InputSchema<OutputShape<S>> => object(shape, partLabels.params);
export const queryOf = <S extends Shape>(shape: S): InputSchema<OutputShape<S>> => object(shape, partLabels.query);
export const bodyOf = <S extends Shape>(shape: S): InputSchema<OutputShape<S>> => object(shape, partLabels.body);
export const formOf = <S extends Shape>(shape: S): InputSchema<OutputShape<S>> => object(shape, partLabels.form);
export const uploadsOf = <S extends Shape>(shape: S): InputSchema<OutputShape<S>> => object(shape, partLabels.files);

/** A list sent as repeated query keys (a=1&a=2) or as a JSON array; a single key gives a list of one. */
export function repeated<T>(item: InputSchema<T>, options: { min: number; max: number; label: string }): InputSchema<T[]> {
  const { label } = options;
  return v.pipe(
    v.unknown(),
    v.transform((value): unknown[] => (absent(value) || value === '' ? [] : Array.isArray(value) ? value : [value])),
    v.check((items) => items.length > 0 || options.min === 0, m.missing(label)),
    v.check((items) => items.length >= options.min && items.length <= options.max, m.invalidValue(label)),
    v.array(item),
  );
}

/** A JSON object of free keys (a form's data): each key and value checked, and no more than maxKeys of them. */
export function record<T>(item: InputSchema<T>, options: { maxKeys: number; maxKey: number; label: string }): InputSchema<Record<string, T>> {
  const { label } = options;
  return v.pipe(
    v.unknown(),
    v.check((value) => !absent(value), m.missing(label)),
    plainObject(label),
    v.check((value) => {
      const keys = Object.keys(value);
      return keys.length <= options.maxKeys && keys.every((key) => key.length > 0 && key.length <= options.maxKey);
    }, m.invalidValue(label)),
    v.record(v.string(), item),
  );
}

/** A further rule on a parsed value, refused with the given message (e.g. a title of blanks). */
export function refined<T>(schema: InputSchema<T>, rule: (value: T) => boolean, message: string): InputSchema<T> {
  return v.pipe(schema, v.check(rule, message));
}

/**
 * A value only its transport can recognise (a multipart file part), turned into the API's type by
 * convert, or refused with the message when convert gives undefined.
 */
export function converted<T>(convert: (value: unknown) => T | undefined, message: string): InputSchema<T> {
  return v.pipe(
    v.unknown(),
    v.transform(convert),
    v.check((value) => value !== undefined, message),
    v.transform((value) => value as T),
  );
}

/** A parsed value turned into another type (e.g. '3' into a box type). */
export function mapped<T, U>(schema: InputSchema<T>, convert: (value: T) => U): InputSchema<U> {
  return v.pipe(schema, v.transform(convert));
}

/**
 * A value (a record's data) whose one named field must pass its schema; the value is kept whole,
 * because the rest of it is a domain rule's to shape and to word.
 */
export function carrying(key: string, schema: InputSchema<unknown>): InputSchema<unknown> {
  return v.pipe(
    v.unknown(),
    v.rawCheck(({ dataset, addIssue }) => {
      const source = typeof dataset.value === 'object' && dataset.value !== null ? (dataset.value as Record<string, unknown>) : {};
      const parsed = parseInput(schema, Object.hasOwn(source, key) ? source[key] : undefined);
      if (!parsed.ok) addIssue({ message: parsed.message });
    }),
  );
}

/** The first refusal's message, or the parsed value: the first problem wins, as the user reads one. */
export function parseInput<T>(schema: InputSchema<T>, value: unknown): { ok: true; value: T } | { ok: false; message: string } {
  const result = v.safeParse(schema, value, { abortEarly: true, abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, message: result.issues[0].message };
}
