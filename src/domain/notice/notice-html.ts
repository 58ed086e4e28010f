/**
 * The allow-list of a notice body: what the rich-text editor writes and nothing that runs. Both
 * backends hand these rules to the sanitiser library (js-xss) they run on every save; the domain
 * stays free of the library and receives the result through a NoticeSanitiser.
 */
export type NoticeSanitiser = (html: string) => string;

/** Allowed elements and, per element, the attributes kept. Links get rel and target forced. */
export const NOTICE_ALLOWED_TAGS: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  a: ['href'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Elements removed with everything inside them: their content is code or foreign markup, not text. */
const NOTICE_DROPPED_WITH_CONTENT: readonly string[] = ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'noscript', 'template', 'textarea', 'select', 'title'];

/** What every kept link carries: a new tab that cannot reach back to the system. */
const NOTICE_LINK_ATTRIBUTES = { rel: 'noopener noreferrer nofollow', target: '_blank' } as const;

/**
 * Whether a link target may stay: it must begin, literally, with a web or mail scheme. Entities
 * and blanks cannot hide another scheme behind that prefix, so javascript:, data: and vbscript:
 * in any spelling are dropped (and so is a harmless https&colon;, which is fine).
 */
const isSafeHref = (href: string): boolean => /^(https?:\/\/|mailto:)/i.test(href);

/** Whether a span number (colspan, rowspan) is a plain small integer. */
const isSafeSpan = (value: string): boolean => /^[1-9]\d?$/.test(value.trim());

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of a body (search and the "body is empty" check): tags dropped, common entities decoded. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[2-4]|\/li|\/tr|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The size that counts against the body limit: UTF-8 bytes of the HTML. */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** The options of js-xss the rules set, typed here so the domain needs no library types. */
export interface XssOptions {
  readonly whiteList: Record<string, string[]>;
  readonly stripIgnoreTag: boolean;
  readonly stripIgnoreTagBody: string[];
  readonly allowCommentTag: boolean;
  readonly css: boolean;
  readonly onTagAttr: (tag: string, name: string, value: string) => string | undefined;
}

/** js-xss's filterXSS, passed in by each backend. */
export type XssFilter = (html: string, options: XssOptions) => string;

/** Quotes and angle brackets cannot end the attribute or open a tag; entities stay as written. */
const attributeText = (value: string): string => value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The attribute as kept, '' to drop it, undefined for the library's own handling of an allowed
 * attribute with no rule of its own. A link's safe href carries the forced rel and target with
 * it, so a link without one stays inert text.
 */
function noticeAttribute(tag: string, name: string, value: string): string | undefined {
  if (!(NOTICE_ALLOWED_TAGS[tag] ?? []).includes(name)) return '';
  if (name === 'href') {
    const href = value.trim();
    if (!isSafeHref(href)) return '';
    return `href="${attributeText(href)}" rel="${NOTICE_LINK_ATTRIBUTES.rel}" target="${NOTICE_LINK_ATTRIBUTES.target}"`;
  }
  if (name === 'colspan' || name === 'rowspan') return isSafeSpan(value) ? `${name}="${value.trim()}"` : '';
  return undefined;
}

/** The sanitiser both backends run on every save: js-xss with the allow-list above. */
export function noticeSanitiser(filter: XssFilter): NoticeSanitiser {
  const options: XssOptions = {
    whiteList: Object.fromEntries(Object.entries(NOTICE_ALLOWED_TAGS).map(([tag, attributes]) => [tag, [...attributes]])),
    stripIgnoreTag: true,
    stripIgnoreTagBody: [...NOTICE_DROPPED_WITH_CONTENT],
    allowCommentTag: false,
    css: false,
    onTagAttr: noticeAttribute,
  };
  return (html) => filter(html, options);
}
