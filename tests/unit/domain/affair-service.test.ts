import { describe, expect, it } from 'vitest';
import { affairDetail, buttonsFor, historyRows } from '../../../src/domain/affair/service/detail';
import { applyAction } from '../../../src/domain/affair/service/actions';
import { boxColumns, boxPage, todoCount } from '../../../src/domain/affair/service/box-page';
import { diagramOf, diagramSvg } from '../../../src/domain/affair/service/diagram';
import { forwardOptions } from '../../../src/domain/affair/service/forward';
import { printableAffair } from '../../../src/domain/affair/service/print';
import { processTree, registerAffair } from '../../../src/domain/affair/service/register';
import type { ActionRequest, AffairBook, Directory } from '../../../src/domain/affair/service/types';
import type { AffairDetail, BoxName } from '../../../src/domain/affair/wire';
import { generateDemoData } from '../../../src/demo/demo-data';
import { boxCounts, menuCounts, TODO_MENU_ID } from '../../../src/domain/menu/menu-counts';

const demo = generateDemoData();
const dir: Directory = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const EMPTY: AffairBook = { affairs: [], supervisions: [], sequence: 11 };
const AT = '2026-11-21T02:00:00.000Z';
const LAND = {
  title: '南昌县八一乡临时用地（施工便道）审批',
  formData: { projectName: '昌九高速施工便道', landUser: '中铁四局集团有限公司', location: '南昌县八一乡新联村', area: '1.25', term: '12', purpose: '施工便道' },
};
const STALE = '该事务已被他人处理，请刷新后重试';

function must<T>(result: { ok: true; value: T } | { ok: false; error: { status: number; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.status} ${result.error.message}`);
  return result.value;
}

/** A small world: one affair registered by the county, acted on through the service. */
class World {
  book: AffairBook = EMPTY;
  key = '';
  register(): this {
    const made = must(registerAffair(this.book, dir, '10004', 'lsydsp:1', LAND, AT));
    this.book = made.book;
    this.key = made.value.keyDigNumGather;
    return this;
  }
  get version(): number {
    return must(affairDetail(this.book, dir, '10004', this.key, AT)).version;
  }
  act(userId: string, request: (key: string, version: number) => ActionRequest, at = AT): AffairDetail {
    const version = this.book.affairs.find((s) => s.affair.keyDigNumGather === this.key)?.affair.history.length ?? 0;
    const done = must(applyAction(this.book, dir, userId, request(this.key, version), at));
    this.book = done.book;
    return done.value;
  }
  send(userId: string, toNode: string, handler?: { kind: 'person' | 'department' | 'unit'; id: string }, opinion?: string): AffairDetail {
    return this.act(userId, (k, v) => ({ kind: 'complete', body: { keyDigNumGather: k, version: v, toNode, ...(handler ? { handler } : {}), ...(opinion ? { opinion } : {}) } }));
  }
  keys(userId: string, box: BoxName): string[] {
    return must(boxPage(this.book, dir, userId, box, { pageIndex: 1, pageSize: 15 }, AT)).rows.map((r) => r.keyDigNumGather);
  }
}
const P = (id: string) => ({ kind: 'person' as const, id });

describe('registration', () => {
  it('offers the definitions under their categories', () => {
    const tree = processTree();
    expect(tree.map((n) => n.label)).toEqual(['用地审批', '备案审查', '公文处理', '执法监察']);
    expect(tree[0]?.children?.[0]).toMatchObject({ label: '临时用地审批', procDefId: 'lsydsp:1' });
    expect(tree[0]?.children?.[0]?.formFields?.map((f) => f.label)).toEqual(['项目名称', '用地单位', '坐落位置', '用地面积', '使用期限', '用途']);
  });
  it('refuses an unknown process (404), a missing title or a required field, naming it (400)', () => {
    expect(registerAffair(EMPTY, dir, '10004', 'nope:1', LAND, AT)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(registerAffair(EMPTY, dir, '10004', 'lsydsp:1', { ...LAND, title: ' ' }, AT)).toMatchObject({ ok: false, error: { status: 400, message: '请填写事务标题' } });
    expect(registerAffair(EMPTY, dir, '10004', 'lsydsp:1', { ...LAND, title: '长'.repeat(101) }, AT)).toMatchObject({ ok: false, error: { status: 400 } });
    const { projectName: _p, ...missing } = LAND.formData;
    expect(registerAffair(EMPTY, dir, '10004', 'lsydsp:1', { ...LAND, formData: missing }, AT)).toMatchObject({ ok: false, error: { message: '请填写项目名称' } });
    expect(registerAffair(EMPTY, dir, '10004', 'lsydsp:1', { ...LAND, formData: { ...LAND.formData, area: '-1' } }, AT)).toMatchObject({
      ok: false,
      error: { status: 400, message: '用地面积必须是大于0的数字' },
    });
  });
  it('makes a draft in the registrant’s 待办 with keys from the sequence and the Beijing day', () => {
    const made = must(registerAffair(EMPTY, dir, '10004', 'lsydsp:1', LAND, AT));
    expect(made.value).toMatchObject({ keyDigNumGather: 'SW2026112100012', keyNumGather: 'FJ2026112100012', boxType: 1, taskTodo: true, keyTypeCode: -1, stateEnum: 0, taskDefKey: 'lsyd_sl' });
    expect(made.value.taskId).toBe('SW2026112100012:1');
    expect(made.book.sequence).toBe(12);
    expect(made.book.affairs[0]?.formData).toEqual(LAND.formData);
  });
});

describe('the workflow through the service', () => {
  it('register, send, turn back with an opinion, resend, transfer, finish: 办结 for every participant', () => {
    const w = new World().register();
    const options = must(forwardOptions(w.book, dir, '10004', 'forward', w.key, AT));
    expect(options.nodes.map((n) => n.name)).toEqual(['县级审核']);
    expect(options.nodes[0]?.handlers).toContainEqual({ id: '10004', label: '陈志强', type: 'TbUser' });
    expect(options.nodes[0]?.handlers).toContainEqual({ id: 'D360121-02', label: '南昌县自然资源局用途管制股' });
    w.send('10004', 'lsyd_xs', P('10004'));
    w.send('10004', 'lsyd_ss', P('10003'), '请审查。');
    expect(w.keys('10003', 'todo')).toEqual([w.key]);
    expect(w.keys('10004', 'done')).toEqual([w.key]);
    const province = must(forwardOptions(w.book, dir, '10003', 'forward', w.key, AT));
    expect(province.nodes.find((n) => n.name === '省级审批')?.handlers).toContainEqual({ id: 'D360000', label: '江西省自然资源厅', asUnit: true });
    w.act('10003', (k, v) => ({ kind: 'turnBack', body: { keyDigNumGather: k, version: v, toNode: 'lsyd_xs', opinion: '材料不全，请补充后重新报送。' } }));
    expect(w.keys('10004', 'todo')).toEqual([w.key]);
    w.send('10004', 'lsyd_ss', P('10003'), '已补充。');
    const transferTo = must(forwardOptions(w.book, dir, '10003', 'transfer-forward', w.key, AT));
    expect(transferTo.nodes[0]?.handlers.map((h) => h.id)).not.toContain('10003');
    w.act('10003', (k, v) => ({ kind: 'transfer', body: { keyDigNumGather: k, version: v, handler: P('10201') } }));
    const finished = w.send('10201', 'lsyd_bj', undefined, '同意。');
    expect(finished).toMatchObject({ status: 'finished', statusLabel: '办结', doneNodeIds: expect.arrayContaining(['lsyd_bj']) });
    for (const userId of ['10004', '10003', '10201']) expect(w.keys(userId, 'finish')).toEqual([w.key]);
    const rows = must(historyRows(w.book, dir, '10004', w.key));
    expect(rows.map((r) => r.actionLabel)).toEqual(['登记', '发送', '发送', '退回', '发送', '转办', '发送']);
    expect(rows[3]).toMatchObject({ actorName: '王丽华', fromNodeName: '市级审查', toNodeName: '县级审核', opinion: '材料不全，请补充后重新报送。' });
    expect(rows[0]?.at).toBe('2026-11-21 10:00:00');
  });

  it('refuses a stale version with 409 and applies nothing: of two simultaneous sends exactly one wins', () => {
    const w = new World().register();
    w.send('10004', 'lsyd_xs', P('10004'));
    const version = w.version;
    const first = applyAction(w.book, dir, '10004', { kind: 'complete', body: { keyDigNumGather: w.key, version, toNode: 'lsyd_ss', handler: P('10003') } }, AT);
    const won = must(first).book;
    const second = applyAction(won, dir, '10004', { kind: 'complete', body: { keyDigNumGather: w.key, version, toNode: 'lsyd_ss', handler: P('10202') } }, AT);
    expect(second).toEqual({ ok: false, error: { status: 409, message: STALE } });
    expect(applyAction(w.book, dir, '10004', { kind: 'obsolete', body: { keyDigNumGather: 'SW0', version: 1 } }, AT)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('get back succeeds before the next handler acts and is refused after', () => {
    const w = new World().register();
    w.send('10004', 'lsyd_xs', P('10004'));
    w.send('10004', 'lsyd_ss', P('10003'));
    const before = w.book;
    expect(w.act('10004', (k, v) => ({ kind: 'getBack', body: { keyDigNumGather: k, version: v } })).currentNodeName).toBe('县级审核');
    w.book = before;
    w.act('10003', (k, v) => ({ kind: 'opinion', body: { keyDigNumGather: k, version: v, opinion: '已阅。' } }));
    const refused = applyAction(w.book, dir, '10004', { kind: 'getBack', body: { keyDigNumGather: w.key, version: w.version } }, AT);
    expect(refused).toEqual({ ok: false, error: { status: 409, message: '下一环节办理人已处理，不能取回' } });
  });

  it('a suspended affair cannot be sent; obsolete then restore puts it back; others get 403', () => {
    const w = new World().register();
    w.send('10004', 'lsyd_xs', P('10004'));
    w.send('10004', 'lsyd_ss', P('10003'));
    w.act('10003', (k, v) => ({ kind: 'suspend', body: { keyDigNumGather: k, version: v } }));
    const send = applyAction(w.book, dir, '10003', { kind: 'complete', body: { keyDigNumGather: w.key, version: w.version, toNode: 'lsyd_bj' } }, AT);
    expect(send).toEqual({ ok: false, error: { status: 409, message: '事务已挂起，请先取消挂起' } });
    const before = must(affairDetail(w.book, dir, '10003', w.key, AT));
    w.act('10001', (k, v) => ({ kind: 'obsolete', body: { keyDigNumGather: k, version: v } }));
    expect(w.keys('10003', 'invalid')).toEqual([w.key]);
    const restored = w.act('10001', (k, v) => ({ kind: 'restore', body: { keyDigNumGather: k, version: v } }));
    expect({ ...restored, version: 0, updatedAt: '' }).toEqual({ ...before, version: 0, updatedAt: '' });
    const stranger = applyAction(w.book, dir, '10302', { kind: 'cancelSuspend', body: { keyDigNumGather: w.key, version: w.version } }, AT);
    expect(stranger).toMatchObject({ ok: false, error: { status: 403 } });
    expect(affairDetail(w.book, dir, '10302', w.key, AT)).toEqual({ ok: false, error: { status: 403, message: '您无权查看该事务' } });
  });

  it('a delegate sees the answer button; declining ends the delegation and adds one 答复授权 entry', () => {
    const w = new World().register();
    w.send('10004', 'lsyd_xs', P('10004'));
    w.send('10004', 'lsyd_ss', P('10003'));
    w.act('10003', (k, v) => ({ kind: 'accreditApply', body: { keyDigNumGather: k, version: v, to: '10201', start: '2026-11-21', end: '2026-11-30' } }));
    expect(w.keys('10201', 'todo')).toEqual([w.key]);
    expect(must(buttonsFor(w.book, dir, '10201', w.key, AT))).toContainEqual({ action: 'accreditAnswer', label: '答复授权' });
    const length = w.version;
    const declined = w.act('10201', (k, v) => ({ kind: 'accreditAnswer', body: { keyDigNumGather: k, version: v, from: '10003', accept: false } }));
    expect(declined.delegations).toEqual([]);
    expect(declined.version).toBe(length + 1);
    expect(must(historyRows(w.book, dir, '10003', w.key)).at(-1)).toMatchObject({ action: 'accreditAnswer', actionLabel: '答复授权', actorName: '陈佳琪' });
    expect(w.keys('10201', 'todo')).toEqual([]);
  });
});

describe('boxes, counts, diagram and print', () => {
  const w = new World().register();
  w.send('10004', 'lsyd_xs', P('10004'));

  it('validates paging, filters and lists the columns of each box', () => {
    expect(boxPage(w.book, dir, '10004', 'todo', { pageIndex: 1, pageSize: 10 }, AT)).toMatchObject({ ok: false, error: { status: 400 } });
    expect(boxPage(w.book, dir, '10004', 'todo', { pageIndex: 0, pageSize: 15 }, AT)).toMatchObject({ ok: false, error: { status: 400 } });
    expect(must(boxPage(w.book, dir, '10004', 'condition', { pageIndex: 1, pageSize: 15, title: '进贤' }, AT)).total).toBe(0);
    const row = must(boxPage(w.book, dir, '10004', 'condition', { pageIndex: 1, pageSize: 15, title: '八一乡', registrantName: '陈志', endTime: '2026-11-21' }, AT)).rows[0];
    expect(row).toMatchObject({ nodeName: '县级审核', handlerName: '陈志强', registrantName: '陈志强', registeredAt: '2026-11-21 10:00', statusLabel: '在办' });
    expect(boxColumns(5).map((c) => c.label)).toContain('作废时间');
    expect(boxColumns(3).map((c) => c.label)).toContain('办结时间');
  });

  it('counts the to-dos and feeds them to the menu badge 2601 and todoCount', () => {
    expect(todoCount(w.book, dir, '10004', AT)).toBe(1);
    const menu = demo.menus['county_staff'] ?? [];
    const counts = menuCounts(menu, { todoAffairs: 1 });
    expect(counts.find((c) => c.menuId === TODO_MENU_ID)?.count).toBe(1);
    expect(boxCounts(counts).todoCount).toBe(1);
  });

  it('draws the definition as BPMN with shapes and edges named after the nodes, and the history as SVG', () => {
    const diagram = must(diagramOf('lsydsp'));
    expect(diagram.name).toBe('临时用地审批');
    for (const id of ['lsyd_sl', 'lsyd_xs', 'lsyd_ss', 'lsyd_sp', 'lsyd_bj']) expect(diagram.xml).toContain(`bpmnElement="${id}"`);
    expect(diagram.xml.match(/<bpmndi:BPMNEdge /g)).toHaveLength(5);
    expect(diagram.xml).toContain('<di:waypoint');
    expect(diagramOf('nope')).toMatchObject({ ok: false, error: { status: 404 } });
    const svg = must(diagramSvg(w.book, dir, '10004', w.key));
    expect(svg).toContain('Noto Sans CJK SC');
    expect(svg).toMatch(/data-node-id="lsyd_xs"><rect[^>]*stroke="#fa8c16"/);
  });

  it('prints the form with units and the history', () => {
    const printable = must(printableAffair(w.book, dir, '10004', w.key, AT));
    expect(printable.fields).toContainEqual({ label: '用地面积', value: '1.25 公顷' });
    expect(printable.history).toHaveLength(2);
    expect(printable.printedAt).toBe('2026-11-21 10:00');
  });
});
