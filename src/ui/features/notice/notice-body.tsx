import DOMPurify from 'dompurify';
import { useMemo, type ReactNode } from 'react';
import { NOTICE_ALLOWED_TAGS, NOTICE_LINK_ATTRIBUTES } from '../../../domain/notice/notice-html';

const purifier = DOMPurify();
// Every link leaves the system in a new tab that cannot reach back to it.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', NOTICE_LINK_ATTRIBUTES.target);
    node.setAttribute('rel', NOTICE_LINK_ATTRIBUTES.rel);
  }
});

const config = {
  ALLOWED_TAGS: Object.keys(NOTICE_ALLOWED_TAGS),
  ALLOWED_ATTR: [...new Set([...Object.values(NOTICE_ALLOWED_TAGS).flat(), 'target', 'rel'])],
  FORBID_ATTR: ['style'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  ALLOW_DATA_ATTR: false,
};

/** The server already sanitised the body; it is sanitised again here, so stored markup from anywhere never runs. */
export function sanitiseNoticeBody(html: string): string {
  return purifier.sanitize(html, config);
}

/** A notice's rich-text body, safe to show. */
export function NoticeBody({ html }: { readonly html: string }): ReactNode {
  const safe = useMemo(() => sanitiseNoticeBody(html), [html]);
  return <div className="notice-body" dangerouslySetInnerHTML={{ __html: safe }} />;
}
