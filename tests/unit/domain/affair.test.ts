import { describe, expect, it } from 'vitest';
import { AFFAIR_STATUS_LABELS, type Affair } from '../../../src/domain/affair/affair';
import { availableActions } from '../../../src/domain/affair/available';
import type { Actor } from '../../../src/domain/affair/definition';
import { SEED_DEFINITIONS, TEMPORARY_LAND_APPROVAL as DEF } from '../../../src/domain/affair/definitions';
import { affairKey, filesKey, nodeId, userId } from '../../../src/domain/affair/ids';
import { accredit, accreditAnswer, addOpinion, cancelRegistration, cancelSuspend, obsolete, register, restore, suspend } from '../../../src/domain/affair/lifecycle';
import { REFUSAL_REASONS } from '../../../src/domain/affair/refusals';
import { getBack, send, specialSend, transfer, turnBack } from '../../../src/domain/affair/routing';
import type { Result } from '../../../src/domain/shared/result';

const who = (id: string, orgIds: string[] = [], privileged = false): Actor => ({ userId: userId(id), orgIds, privileged });
const county = who('10004', ['D360121-02']);
const city = who('10003', ['D360100-02']);
const city2 = who('10201', ['D360100-02']);
const stranger = who('stranger');
const admin = who('10001', ['D360000-09', 'D360000'], true);
const AT = '2026-03-02T10:00:00';
const n = nodeId;

const value = (r: Result<Affair, unknown>): Affair => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const draft = value(register(county, { definition: DEF, keyDigNumGather: affairKey('A1'), keyNumGather: filesKey('F1'), title: '临时用地' }, AT));
const atCs = value(send(draft, county, { definition: DEF, toNode: n('lsyd_xs'), handler: { kind: 'person', id: '10004' } }, AT));
const atFh = value(send(atCs, county, { definition: DEF, toNode: n('lsyd_ss'), handler: { kind: 'person', id: '10003' } }, AT));
const suspended = value(suspend(atFh, admin, AT));
const acted = value(addOpinion(atFh, city, { opinion: '同意' }, AT));
const gone = value(obsolete(atFh, admin, AT));
const cancelled = value(cancelRegistration(draft, county, AT));
const finished = value(send(atFh, city, { definition: DEF, toNode: n('lsyd_bj'), opinion: '准予' }, AT));

describe('seed definitions', () => {
  it.each(SEED_DEFINITIONS.map((d) => [d.name, d] as const))('%s has 4 to 9 nodes, one start, one end, edges between its own nodes', (_name, d) => {
    expect(d.nodes.length).toBeGreaterThanOrEqual(4);
    expect(d.nodes.length).toBeLessThanOrEqual(9);
    expect(d.nodes.filter((x) => x.kind === 'start')).toHaveLength(1);
    expect(d.nodes.filter((x) => x.kind === 'end')).toHaveLength(1);
    const ids = d.nodes.map((x) => x.id);
    for (const e of d.edges) expect(ids.includes(e.from) && ids.includes(e.to)).toBe(true);
  });
  it('labels every status in Chinese', () => {
    expect(Object.values(AFFAIR_STATUS_LABELS)).toEqual(['草稿', '在办', '挂起', '办结', '作废']);
  });
});

const refusals: readonly [string, Result<Affair, { code: string; reason: string }>, string][] = [
  ['register with an empty title', register(county, { definition: DEF, keyDigNumGather: affairKey('A2'), keyNumGather: filesKey('F2'), title: ' ' }, AT), 'empty-title'],
  ['cancel registration by someone else', cancelRegistration(draft, city, AT), 'not-registrant'],
  ['cancel registration once sent', cancelRegistration(atCs, county, AT), 'wrong-status'],
  ['send by a stranger', send(atFh, stranger, { definition: DEF, toNode: n('lsyd_sp'), handler: { kind: 'person', id: '10002' } }, AT), 'not-holder'],
  ['send along no edge', send(atCs, county, { definition: DEF, toNode: n('lsyd_sp'), handler: { kind: 'person', id: '10002' } }, AT), 'not-an-edge'],
  ['send to a non-candidate', send(atCs, county, { definition: DEF, toNode: n('lsyd_ss'), handler: { kind: 'person', id: 'stranger' } }, AT), 'not-a-candidate'],
  ['send to an unknown node', send(atCs, county, { definition: DEF, toNode: n('nowhere') }, AT), 'unknown-node'],
  ['send a suspended affair', send(suspended, city, { definition: DEF, toNode: n('lsyd_sp'), handler: { kind: 'person', id: '10002' } }, AT), 'suspended'],
  ['send with another definition', send(atCs, county, { definition: SEED_DEFINITIONS[1] ?? DEF, toNode: n('lsyd_ss') }, AT), 'wrong-definition'],
  ['special send by a non-privileged user', specialSend(atFh, city, { definition: DEF, toNode: n('lsyd_sp'), handler: { kind: 'person', id: '10002' } }, AT), 'not-privileged'],
  ['turn back without an opinion', turnBack(atFh, city, { toNode: n('lsyd_xs'), opinion: '  ' }, AT), 'opinion-required'],
  ['turn back to a node not passed', turnBack(atFh, city, { toNode: n('lsyd_sp'), opinion: '退回' }, AT), 'not-passed'],
  ['turn back by a stranger', turnBack(atFh, stranger, { toNode: n('lsyd_xs'), opinion: '退回' }, AT), 'not-holder'],
  ['transfer to the same handler', transfer(atFh, city, { definition: DEF, handler: { kind: 'person', id: '10003' } }, AT), 'same-handler'],
  ['transfer to a non-candidate', transfer(atFh, city, { definition: DEF, handler: { kind: 'person', id: '10002' } }, AT), 'not-a-candidate'],
  ['get back by someone other than the sender', getBack(atFh, city, AT), 'not-sender'],
  ['get back once the next handler acted', getBack(acted, county, AT), 'already-acted'],
  ['get back a draft', getBack(draft, county, AT), 'wrong-status'],
  ['obsolete by a stranger', obsolete(atFh, stranger, AT), 'not-holder'],
  ['obsolete a finished affair', obsolete(finished, admin, AT), 'wrong-status'],
  ['restore a running affair', restore(atFh, admin, AT), 'wrong-status'],
  ['restore a cancelled registration', restore(cancelled, admin, AT), 'cannot-restore'],
  ['restore by someone else', restore(gone, city, AT), 'not-privileged'],
  ['suspend a draft', suspend(draft, admin, AT), 'wrong-status'],
  ['suspend by a stranger', suspend(atFh, stranger, AT), 'not-holder'],
  ['cancel suspension by someone else', cancelSuspend(suspended, city, AT), 'not-privileged'],
  ['cancel suspension of a running affair', cancelSuspend(atFh, admin, AT), 'wrong-status'],
  ['accredit by someone not holding the task', accredit(atFh, county, { to: userId('10201'), start: '2026-03-02', end: '2026-03-05' }, AT), 'not-holder'],
  ['accredit to oneself', accredit(atFh, city, { to: userId('10003'), start: '2026-03-02', end: '2026-03-05' }, AT), 'bad-delegate'],
  ['accredit with end before start', accredit(atFh, city, { to: userId('10201'), start: '2026-03-05', end: '2026-03-02' }, AT), 'bad-range'],
  ['an empty opinion', addOpinion(atFh, city, { opinion: '' }, AT), 'empty-opinion'],
  ['answer a delegation one was not given', accreditAnswer(atFh, city2, { from: userId('10003'), accept: true }, AT), 'not-delegate'],
  ['answer a delegation of a finished affair', accreditAnswer(finished, city2, { from: userId('10003'), accept: true }, AT), 'wrong-status'],
];

describe('refusals carry a code and a Chinese reason', () => {
  it.each(refusals)('%s', (_name, result, code) => {
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.reason).toBe(REFUSAL_REASONS[result.error.code as keyof typeof REFUSAL_REASONS]);
    expect(result.error.reason).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('accepted actions', () => {
  it('a delegate acts on the holder’s behalf within the range, and the history says so', () => {
    const delegated = value(accredit(atFh, city, { to: userId('10002'), start: '2026-03-02', end: '2026-03-03' }, AT));
    const prov = who('10002');
    const sent = value(send(delegated, prov, { definition: DEF, toNode: n('lsyd_sp'), handler: { kind: 'unit', id: 'D360000' } }, AT));
    expect(sent.history.at(-1)).toMatchObject({ action: 'send', actor: '10002', onBehalfOf: '10003' });
    expect(send(delegated, prov, { definition: DEF, toNode: n('lsyd_sp'), handler: { kind: 'unit', id: 'D360000' } }, '2026-03-04T09:00:00').ok).toBe(false);
  });
  it('turn back goes to whoever handled the node; transfer stays at the node; get back returns to the sender', () => {
    const back = value(turnBack(atFh, city, { toNode: n('lsyd_xs'), opinion: '材料不全' }, AT));
    expect(back.task).toMatchObject({ node: 'lsyd_xs', assignee: { kind: 'person', id: '10004' } });
    const moved = value(transfer(atFh, city, { definition: DEF, handler: { kind: 'person', id: '10201' } }, AT));
    expect(moved.task).toMatchObject({ node: 'lsyd_ss', assignee: { id: '10201' } });
    expect(send(moved, city2, { definition: DEF, toNode: n('lsyd_bj') }, AT).ok).toBe(true);
    expect(value(getBack(atFh, county, AT)).task).toMatchObject({ node: 'lsyd_xs', assignee: { id: '10004' } });
  });
  it('restore(obsolete(a)) equals a except two more history entries; finished affairs hold no task', () => {
    const { history, ...rest } = value(restore(gone, admin, AT));
    const { history: before, ...was } = atFh;
    expect(rest).toEqual(was);
    expect(history.slice(0, -2)).toEqual(before);
    expect(finished.status).toBe('finished');
    expect(finished.task).toBeUndefined();
  });
  it('availableActions offers the holder’s buttons and nothing to a stranger', () => {
    expect(availableActions(atFh, city, DEF, AT)).toEqual(['send', 'turnBack', 'transfer', 'obsolete', 'suspend', 'accredit', 'opinion']);
    expect(availableActions(atFh, county, DEF, AT)).toEqual(['getBack']);
    expect(availableActions(atFh, stranger, DEF, AT)).toEqual([]);
    expect(availableActions(suspended, city, DEF, AT)).toEqual(['obsolete', 'accredit', 'opinion']);
  });
});
