import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticeBody, sanitiseNoticeBody } from '../../src/ui/features/notice/notice-body';

const payloads = [
  '<img src=x onerror="alert(1)">',
  '<script>alert(2)</script>',
  '<a href="javascript:alert(3)">链接</a>',
  '<a href="JaVaScRiPt&colon;alert(4)">链接</a>',
  '<p style="background:url(javascript:alert(5))" onclick="alert(6)">段落</p>',
  '<svg><script>alert(7)</script></svg>',
  '<iframe src="https://example.org"></iframe>',
  '<a href="data:text/html,<script>alert(8)</script>">链接</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(9)></style></mglyph></table></mtext></math>',
];

describe('notice body', () => {
  it.each(payloads)('keeps nothing that runs from %s', (payload) => {
    const host = document.createElement('div');
    host.innerHTML = sanitiseNoticeBody(`<p>正文</p>${payload}`);
    expect(host.querySelectorAll('script, iframe, svg, math, style, img, [style]')).toHaveLength(0);
    for (const element of host.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name.startsWith('on')).toBe(false);
    }
    for (const link of host.querySelectorAll('a[href]')) expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:)/i);
    expect(host.textContent).toContain('正文');
  });

  it('keeps the editor’s markup and opens links in a new tab that cannot reach back', () => {
    const { container } = render(<NoticeBody html={'<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下</u></p><ul><li>项</li></ul><blockquote>引</blockquote><a href="https://example.org/a">外链</a><a href="mailto:a@b.cn">信</a>'} />);
    expect(container.querySelectorAll('h2, strong, em, u, ul li, blockquote')).toHaveLength(6);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.org/a', 'mailto:a@b.cn']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener noreferrer');
    }
  });
});
