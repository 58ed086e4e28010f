import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { actionMessages, OPINION_MAX_LENGTH, requestProblem, type ActionRequest } from '../../../src/app/process/affair-details-actions';
import { AffairDetailsStore } from '../../../src/app/process/affair-details.store';
import { AffairEvents } from '../../../src/app/process/affair-events';
import { ApiFailure } from '../../../src/ports/api-failure';
import type { AffairDetail } from '../../../src/ports/api/process.dto';
import type { ProcessApi } from '../../../src/ports/process.port';

const detailAt = (version: number): AffairDetail => ({
  keyDigNumGather: 'SW1',
  keyNumGather: 'FJ1',
  title: '南昌县临时用地审批',
  procDefId: 'lsydsp:1',
  processName: '临时用地审批',
  status: 'running',
  statusLabel: '在办',
  formFields: [],
  formData: {},
  currentNodeId: 'county',
  currentNodeName: '县级审核',
  doneNodeIds: ['start'],
  handlerName: '陈志强',
  registrantName: '陈志强',
  registeredAt: '2026-11-01 09:00',
  updatedAt: '2026-11-01 09:00',
  version,
  delegations: [],
});

const stale = (): ApiFailure =>
  new ApiFailure(
    { kind: 'http', status: 409, body: { msg: '该事务已被他人处理，请刷新后重试' } },
    { message: '该事务已被他人处理，请刷新后重试', level: 'warning', durationMs: 3000, followUp: { kind: 'none' } },
    true,
  );

/** A process API whose server holds one affair at `version`; only the calls the store makes. */
function fakeApi(): { api: ProcessApi; server: { version: number } } {
  const server = { version: 3 };
  const act = vi.fn((body: { version: number }): Promise<AffairDetail> => {
    if (body.version !== server.version) return Promise.reject(stale());
    server.version += 1;
    return Promise.resolve(detailAt(server.version));
  });
  const api = {
    detail: vi.fn(() => Promise.resolve(detailAt(server.version))),
    buttons: vi.fn(() => Promise.resolve([{ action: 'send' as const, label: '发送' }])),
    history: vi.fn(() => Promise.resolve([])),
    opinions: vi.fn(() => Promise.resolve({ opinions: [], phrases: ['同意。'] })),
    printTemplates: vi.fn(() => Promise.resolve([])),
    complete: act,
    turnBack: act,
    transfer: act,
    simple: vi.fn((_action: string, body: { version: number }) => act(body)),
    sendOpinion: act,
    diagram: vi.fn((key: string) => Promise.resolve({ key, name: '临时用地审批', xml: '<xml/>' })),
  } as unknown as ProcessApi;
  return { api, server };
}

async function loaded(): Promise<{ store: AffairDetailsStore; api: ProcessApi; server: { version: number }; events: AffairEvents }> {
  const { api, server } = fakeApi();
  const events = new AffairEvents();
  const store = new AffairDetailsStore(api, events, 'SW1', 1);
  await store.load();
  return { store, api, server, events };
}

describe('requestProblem', () => {
  it.each<[ActionRequest, boolean, string | undefined]>([
    [{ kind: 'turnBack', toNode: 'start', opinion: '  ' }, true, actionMessages.turnBackOpinion],
    [{ kind: 'turnBack', toNode: 'start', opinion: '材料不全' }, true, undefined],
    [{ kind: 'complete', toNode: 'city', special: false, opinion: '' }, true, actionMessages.chooseHandler],
    [{ kind: 'complete', toNode: 'end', special: false, opinion: '' }, false, undefined],
    [{ kind: 'complete', toNode: '', special: false, opinion: '' }, false, actionMessages.chooseNode],
    [{ kind: 'transfer', opinion: '' }, true, actionMessages.chooseHandler],
    [{ kind: 'opinion', opinion: '' }, true, actionMessages.opinionRequired],
    [{ kind: 'obsolete', opinion: 'x'.repeat(OPINION_MAX_LENGTH + 1) }, true, actionMessages.opinionTooLong],
    [{ kind: 'accreditApply', start: '2026-11-01', end: '2026-11-02', opinion: '' }, true, actionMessages.chooseDelegate],
  ])('%j (needs a handler: %s) → %s', (request, needsHandler, problem) => {
    expect(requestProblem(request, needsHandler)).toBe(problem);
  });
});

describe('AffairDetailsStore', () => {
  it('loads the affair, its buttons and its phrases', async () => {
    const { store } = await loaded();
    const state = store.getValue();
    expect(state.detail?.version).toBe(3);
    expect(state.buttons.map((button) => button.label)).toEqual(['发送']);
    expect(state.opinions.phrases).toEqual(['同意。']);
    expect(state.loading).toBe(false);
  });

  it('sends the version on screen, reloads and tells the lists', async () => {
    const { store, api, events } = await loaded();
    const changed = vi.fn();
    events.changed$.subscribe(changed);
    const outcome = await store.run({ kind: 'complete', toNode: 'city', handler: { kind: 'person', id: '10003' }, special: false, opinion: ' 请审查。 ' });
    expect(outcome.kind).toBe('done');
    expect(api.complete).toHaveBeenCalledWith({ keyDigNumGather: 'SW1', version: 3, opinion: '请审查。', toNode: 'city', handler: { kind: 'person', id: '10003' } });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(store.getValue().detail?.version).toBe(4);
    expect(store.getValue().pending).toBe(false);
  });

  it('ignores a second run while the first is on its way', async () => {
    const { store, api } = await loaded();
    const first = store.run({ kind: 'opinion', opinion: '同意。' });
    expect(store.getValue().pending).toBe(true);
    const second = store.run({ kind: 'opinion', opinion: '同意。' });
    expect((await second).kind).toBe('ignored');
    expect((await first).kind).toBe('done');
    expect(api.sendOpinion).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for an incomplete request', async () => {
    const { store, api } = await loaded();
    const outcome = await store.run({ kind: 'turnBack', toNode: 'start', opinion: '' });
    expect(outcome).toEqual({ kind: 'failed', message: '请填写退回意见', stale: false });
    expect(api.turnBack).not.toHaveBeenCalled();
  });

  it('on a stale version reloads the affair so that the same request succeeds next time', async () => {
    const { store, server } = await loaded();
    server.version = 5;
    const refused = await store.run({ kind: 'suspend', opinion: '' });
    expect(refused.kind === 'failed' && refused.stale).toBe(true);
    expect(refused.kind === 'failed' && refused.message.startsWith('该事务已被他人处理')).toBe(true);
    expect(store.getValue().detail?.version).toBe(5);
    expect((await store.run({ kind: 'suspend', opinion: '' })).kind).toBe('done');
  });

  it('reports another failure with its message and stays ready for a retry', async () => {
    const { store, api } = await loaded();
    vi.mocked(api.simple).mockRejectedValueOnce(new Error('服务暂不可用'));
    expect(await store.run({ kind: 'obsolete', opinion: '' })).toEqual({ kind: 'failed', message: '服务暂不可用', stale: false });
    expect(store.getValue().pending).toBe(false);
  });

  it('asks for the diagram by the procDefId without its version', async () => {
    const { store, api } = await loaded();
    await store.diagram('lsydsp:1');
    expect(api.diagram).toHaveBeenCalledWith('lsydsp');
  });

  it('shows why the affair could not be read', async () => {
    const { api } = fakeApi();
    vi.mocked(api.detail).mockRejectedValueOnce(new Error('您无权查看该事务'));
    const store = new AffairDetailsStore(api, new AffairEvents(), 'SW1', 1);
    await store.load();
    expect(store.getValue().loadError).toBe('您无权查看该事务');
    expect(store.getValue().detail).toBeUndefined();
  });
});
