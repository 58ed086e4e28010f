/** Turns whatever axios handed over (parsed JSON, text, ArrayBuffer, Buffer) into bytes or a value. */

export function toBytes(data: unknown): Uint8Array<ArrayBuffer> | undefined {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  // Node's Buffer and other views: copy, so the Blob does not hold a pooled buffer.
  if (ArrayBuffer.isView(data)) return Uint8Array.from(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  return undefined;
}

/** The body of a response as a value: JSON when it parses, the text otherwise. */
export function decodeBody(data: unknown): unknown {
  const bytes = toBytes(data);
  const text = bytes === undefined ? data : new TextDecoder().decode(bytes);
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const isJsonContentType = (contentType: string): boolean => /[/+]json\b/i.test(contentType);
