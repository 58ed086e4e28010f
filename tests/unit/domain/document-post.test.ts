import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../src/demo/demo-data';
import { definitionById } from '../../../src/domain/affair/definitions';
import { registerAffair } from '../../../src/domain/affair/service/register';
import type { Directory } from '../../../src/domain/directory/directory';
import { EMPTY_DOCUMENT_LEDGER } from '../../../src/domain/document/document-number';
import { NUMBERING_NODE, POST_DOCUMENT } from '../../../src/domain/document/post-process';
import { numberPost } from '../../../src/domain/document/post-numbering';

const demo = generateDemoData();
const dir: Directory = { users: demo.users, departments: demo.departments, divisions: demo.divisions };

/** The node names from the start along the only outgoing edge of each. */
function order(): string[] {
  const names: string[] = [];
  let at = POST_DOCUMENT.nodes.find((n) => n.kind === 'start');
  while (at !== undefined) {
    names.push(at.name);
    const from = at.id;
    const next = POST_DOCUMENT.edges.find((e) => e.from === from)?.to;
    at = POST_DOCUMENT.nodes.find((n) => n.id === next);
  }
  return names;
}

describe('发文 on the affair engine', () => {
  it('runs 拟稿 → 核稿 → 会签 → 签发 → 编号 → 分发 and is registered like any process', () => {
    expect(order()).toEqual(['拟稿', '核稿', '会签', '签发', '编号', '分发']);
    expect(definitionById('gwfw:1')).toBe(POST_DOCUMENT);
    const made = registerAffair({ affairs: [], supervisions: [], sequence: 0 }, dir, '10104', 'gwfw:1', { title: '关于开展临时用地复垦检查的通知', formData: { title: '关于开展临时用地复垦检查的通知', kind: '通知', docNumber: '' } }, '2026-11-26T02:00:00.000Z');
    expect(made.ok).toBe(true);
  });

  it('numbers a post only at 编号', () => {
    const post = { id: 'FW1', agencyCode: '赣自然资发' };
    const at = (node: string) => numberPost(EMPTY_DOCUMENT_LEDGER, 0, post, node === NUMBERING_NODE, 2026);
    expect(at('fw_qf').ok).toBe(false);
    expect(at('fw_bh')).toMatchObject({ ok: true, value: { post: { docNumber: '赣自然资发〔2026〕1号' } } });
  });
});
