import { parseInput, type InputSchema } from '../../ports/api/input-schema';
import { httpError } from './backend-fault';

/** Checks a call's input with the endpoint's schema, refusing it with the mock server's 400 and words. */
export function parsedInput<T>(schema: InputSchema<T>, value: unknown): T {
  const parsed = parseInput(schema, value);
  if (!parsed.ok) throw httpError(400, 'bad_request', parsed.message);
  return parsed.value;
}

/** A query object as the address carries it (every value a string, absent ones left out), for the query schemas. */
export const asQuery = (query: object): Record<string, string> =>
  Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
