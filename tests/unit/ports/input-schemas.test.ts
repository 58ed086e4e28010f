import { describe, expect, it } from 'vitest';
import { SUPERVISE_CONTENT_MAX } from '../../../src/domain/affair/supervision-form';
import { bookmarkAddBody, bookmarkBatchQuery, bookmarkListBody } from '../../../src/ports/api/bookmark.schema';
import { listBody } from '../../../src/ports/api/filing.schema';
import { parseInput } from '../../../src/ports/api/input-schema';
import { completeBody, superviseCreateBody } from '../../../src/ports/api/process.schema';

const problem = (schema: Parameters<typeof parseInput>[0], value: unknown): string | undefined => {
  const parsed = parseInput(schema, value);
  return parsed.ok ? undefined : parsed.message;
};

describe('endpoint input schemas', () => {
  it('word bad bookmark inputs in Chinese, first problem first', () => {
    expect(problem(bookmarkListBody, { pageIndex: 1, pageSize: 51 })).toBe('每页条数取值无效');
    expect(problem(bookmarkListBody, { pageIndex: 0, pageSize: 51 })).toBe('页码取值无效');
    expect(problem(bookmarkListBody, [])).toBe('请求体格式错误');
    expect(problem(bookmarkAddBody, { type: 5, bookmarkId: 'a', title: 't' })).toBe('收藏类型取值无效');
    expect(problem(bookmarkAddBody, { type: 1, title: 't' })).toBe('收藏对象编号不能为空');
    expect(problem(bookmarkAddBody, { type: 1, bookmarkId: 'a', title: '   ' })).toBe('收藏标题不能为空');
    expect(problem(bookmarkAddBody, { type: 1, bookmarkId: 'x'.repeat(65), title: 't' })).toBe('收藏对象编号长度不能超过64个字符');
    expect(problem(bookmarkBatchQuery, {})).toBe('收藏编号不能为空');
  });

  it('accept good input and drop unknown fields', () => {
    expect(parseInput(bookmarkAddBody, { type: 1, bookmarkId: 'a', title: 't', extra: 1 })).toEqual({
      ok: true,
      value: { type: 1, bookmarkId: 'a', title: 't', keyTypeCode: undefined },
    });
    expect(parseInput(bookmarkBatchQuery, { ids: 'one' })).toEqual({ ok: true, value: { ids: ['one'] } });
  });

  it('cap the supervision content at the domain constant', () => {
    const body = { keyDigNumGather: 'k', supName: 'n', deadline: '2030-01-01', urgedUserId: 'u' };
    expect(problem(superviseCreateBody, { ...body, content: 'x'.repeat(SUPERVISE_CONTENT_MAX) })).toBeUndefined();
    expect(problem(superviseCreateBody, { ...body, content: 'x'.repeat(SUPERVISE_CONTENT_MAX + 1) })).toBe(`督办内容长度不能超过${SUPERVISE_CONTENT_MAX}个字符`);
  });

  it('name nested and typed fields as the mock server did', () => {
    const base = { keyDigNumGather: 'k', version: 1, toNode: 'n' };
    expect(problem(completeBody, { ...base, handler: { kind: 'robot', id: 'x' } })).toBe('办理人类型取值无效');
    expect(problem(completeBody, { ...base, version: 'one' })).toBe('事务版本号格式错误');
    expect(problem(completeBody, { ...base, special: 'true' })).toBe('特送标记格式错误');
    expect(problem(listBody, { pageIndex: 1, pageSize: 17 })).toBe('每页条数只能是15、20、30或50');
  });
});
