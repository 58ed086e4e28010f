import fc from 'fast-check';
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { filterXSS } from 'xss';
import { NOTICE_ALLOWED_TAGS, noticeSanitiser } from '../../src/domain/notice/notice-html';

const sanitise = noticeSanitiser(filterXSS);

interface Found {
  readonly tags: string[];
  readonly attributes: { readonly tag: string; readonly name: string; readonly value: string }[];
}

type ParsedNode = { nodeName: string; tagName?: string; attrs?: { name: string; value: string }[]; childNodes?: ParsedNode[]; content?: ParsedNode };

/** Every element and attribute of the HTML as a browser's parser (parse5, the WHATWG algorithm) builds it. */
function elementsOf(html: string): Found {
  const found: Found = { tags: [], attributes: [] };
  const walk = (node: ParsedNode): void => {
    if (node.tagName !== undefined) {
      found.tags.push(node.tagName);
      for (const attr of node.attrs ?? []) found.attributes.push({ tag: node.tagName, name: attr.name, value: attr.value });
    }
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content !== undefined) walk(node.content);
  };
  walk(parseFragment(html) as unknown as ParsedNode);
  return found;
}

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//x.js></SCRIPT>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" &#106;avascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="https://ok.cn" onmouseover="alert(1)">x</a>',
  "<a href='https://x\" onclick=\"alert(1)'>x</a>",
  '<p style="width: expression(alert(1))">x</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onclick=alert(1)>x</div>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<<script>script>alert(1)<</script>/script>',
  '<p <script>alert(1)</script>>',
  '<!--<script>alert(1)</script>-->',
  '<b/onmouseover=alert(1)>x</b>',
  '<td background="javascript:alert(1)">',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<style>*{x:expression(alert(1))}</style>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
];

const TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'h1', 'ul', 'ol', 'li', 'blockquote', 'a', 'table', 'tr', 'td', 'th', 'div', 'span', 'img', 'script', 'style', 'svg', 'math', 'iframe', 'form', 'object', 'embed', 'textarea', 'title', 'select', 'option', 'noscript', 'template'];
const ATTRIBUTE_NAMES = ['href', 'HREF', 'src', 'style', 'class', 'id', 'onclick', 'onerror', 'ONLOAD', 'onmouseover', 'rel', 'target', 'colspan', 'title', 'xlink:href', 'formaction'];
const VALUES = fc.oneof(
  fc.constantFrom('javascript:alert(1)', ' javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'https://ok.cn/a?b=1&c=2', 'http://ok.cn', 'mailto:a@b.cn', 'expression(alert(1))', '2', '"><script>alert(1)</script>', "'", 'x" onclick="alert(1)'),
  fc.string({ maxLength: 12 }),
);
const QUOTES = fc.constantFrom('"', "'", '');

const attribute = fc.tuple(fc.constantFrom(...ATTRIBUTE_NAMES), VALUES, QUOTES).map(([name, value, quote]) => ` ${name}=${quote}${value}${quote}`);
const openTag = fc.tuple(fc.constantFrom(...TAGS), fc.array(attribute, { maxLength: 3 }), fc.constantFrom('>', '/>', '', ' >')).map(([tag, attrs, end]) => `<${tag}${attrs.join('')}${end}`);
const closeTag = fc.constantFrom(...TAGS).map((tag) => `</${tag}>`);
const piece = fc.oneof(openTag, closeTag, fc.constantFrom(...PAYLOADS), fc.string({ maxLength: 8 }), fc.constantFrom('<', '>', '&', '&lt;', '<!--', '-->', '"', "'"));
const html = fc.array(piece, { maxLength: 25 }).map((pieces) => pieces.join(''));

const ALLOWED = new Set(Object.keys(NOTICE_ALLOWED_TAGS));

function assertSafe(output: string): void {
  const { tags, attributes } = elementsOf(output);
  for (const tag of tags) expect(ALLOWED.has(tag), `element <${tag}> in ${output}`).toBe(true);
  for (const { tag, name, value } of attributes) {
    expect(name.startsWith('on'), `${name} in ${output}`).toBe(false);
    expect(name, output).not.toBe('style');
    expect(name, output).not.toBe('class');
    expect([...(NOTICE_ALLOWED_TAGS[tag] ?? []), ...(tag === 'a' ? ['rel', 'target'] : [])], output).toContain(name);
    if (name === 'href') expect(value, output).toMatch(/^(https?:|mailto:)/);
  }
}

describe('the notice body sanitiser', () => {
  it('never leaves an element outside the allow-list, an event handler, a style or a non-web link, whatever comes in', () => {
    fc.assert(
      fc.property(html, (input) => {
        assertSafe(sanitise(input));
      }),
      { numRuns: 2000 },
    );
  });

  it('is stable: sanitising what it produced changes nothing a browser would see', () => {
    fc.assert(
      fc.property(html, (input) => {
        const once = sanitise(input);
        assertSafe(sanitise(once));
      }),
      { numRuns: 500 },
    );
  });

  it.each(PAYLOADS)('disarms %s', (payload) => {
    assertSafe(sanitise(payload));
  });

  it('keeps what the editor writes: paragraphs, headings, lists, tables, quotes and safe links (opened in a new tab)', () => {
    const written =
      '<h2>标题</h2><p>正文<strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除</s><br></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote>' +
      '<table><tbody><tr><th colspan="2">表头</th></tr><tr><td>甲</td><td rowspan="1">乙</td></tr></tbody></table>';
    expect(sanitise(written)).toBe(written);
    expect(sanitise('<a href="https://www.mnr.gov.cn/">自然资源部</a>')).toBe('<a href="https://www.mnr.gov.cn/" rel="noopener noreferrer nofollow" target="_blank">自然资源部</a>');
    expect(sanitise('<a href="mailto:a@b.cn" target="_self" rel="opener">信</a>')).toBe('<a href="mailto:a@b.cn" rel="noopener noreferrer nofollow" target="_blank">信</a>');
  });
});
