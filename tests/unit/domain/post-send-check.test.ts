import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Affair } from '../../../src/domain/affair/affair';
import type { StoredAffair } from '../../../src/domain/affair/service/types';
import { EMPTY_DOCUMENT_LEDGER } from '../../../src/domain/document/document-number';
import { postMessages as pm } from '../../../src/domain/document/post-messages';
import { DISTRIBUTION_NODE, POST_DOCUMENT } from '../../../src/domain/document/post-process';
import { postSendCheck } from '../../../src/domain/document/post-send-check';
import type { StoredPost } from '../../../src/domain/document/post-view';

const KEY = 'GWFW202600001';
const stored = (procDefId: string): StoredAffair => ({ affair: { keyDigNumGather: KEY, procDefId } as unknown as Affair, formData: {}, updatedAt: '2026-11-26T02:00:00.000Z' });
const post = (docNumber: string | undefined): StoredPost =>
  ({ id: 'FW202600001', affairKey: KEY, ...(docNumber === undefined ? {} : { docNumber }) }) as unknown as StoredPost;
const book = (posts: readonly StoredPost[]) => ({ posts, sequence: posts.length, ledger: EMPTY_DOCUMENT_LEDGER });

const nodes = fc.constantFrom(...POST_DOCUMENT.nodes.map((n) => n.id as string));
const numbers = fc.option(fc.constantFrom('赣自然资发〔2026〕1号', '赣自然资函〔2026〕7号'), { nil: undefined });

describe('发文 reaches 分发 only with its 文号', () => {
  test.prop([nodes, numbers])('refuses exactly a send to 分发 of a post without 文号', (toNode, docNumber) => {
    const refusal = postSendCheck(book([post(docNumber)]))(stored(POST_DOCUMENT.id), toNode);
    const refused = toNode === DISTRIBUTION_NODE && docNumber === undefined;
    expect(refusal).toEqual(refused ? { status: 409, message: pm.numberFirst } : undefined);
  });

  test.prop([nodes, numbers, fc.constantFrom('gwbl:1', 'sslb:1')])("never judges another process's affairs", (toNode, docNumber, procDefId) => {
    expect(postSendCheck(book([post(docNumber)]))(stored(procDefId), toNode)).toBeUndefined();
  });
});
