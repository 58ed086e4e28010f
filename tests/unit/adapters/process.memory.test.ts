import { describe, expect, it } from 'vitest';
import { AesCipher } from '../../../src/adapters/crypto/aes-cipher';
import { MEMORY_CAPTCHA_TEXT, MemoryBackend } from '../../../src/adapters/memory/memory-backend';
import { MemoryCallRunner } from '../../../src/adapters/memory/memory-call';
import { MemoryStorage } from '../../../src/adapters/memory/memory-storage';
import { MemoryProcessApi } from '../../../src/adapters/memory/process.memory';
import { MemorySuperviseApi } from '../../../src/adapters/memory/supervise.memory';
import { storageKeys } from '../../../src/domain/session/storage-keys';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../../../src/ports/api/defaults';
import { ApiFailure } from '../../../src/ports/api-failure';
import { RecordingFollowUps, RecordingLoading, RecordingNotifier } from '../../contract/support/recorders';

const cipher = new AesCipher({ cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV });
const backend = new MemoryBackend(cipher, { now: () => Date.parse('2026-11-21T02:00:00.000Z') });

function client(username: string, password: string): { process: MemoryProcessApi; supervise: MemorySuperviseApi } {
  const storage = new MemoryStorage();
  const form = { username: cipher.encrypt(username), password: cipher.encrypt(password), captcha: MEMORY_CAPTCHA_TEXT, grant_type: 'password' as const };
  storage.set(storageKeys.token, backend.signIn(form, {}).access_token);
  const runner = new MemoryCallRunner(new RecordingNotifier(), new RecordingLoading(), new RecordingFollowUps());
  return { process: new MemoryProcessApi(backend, runner, storage), supervise: new MemorySuperviseApi(backend, runner, storage) };
}

const county = client('county', 'County@2026');
const city = client('city', 'City@2026');
const LAND = {
  title: '南昌县莲塘镇临时用地（取土场）审批',
  formData: { projectName: '取土场', landUser: '中铁四局集团有限公司', location: '南昌县莲塘镇', area: '2', term: '12', purpose: '取土场' },
};

describe('MemoryProcessApi / MemorySuperviseApi on the seeded memory backend', () => {
  it('registers, sends and keeps one book: the city sees it in 待办; a stale second send is refused with 409', async () => {
    const working = await county.process.register('lsydsp:1', LAND);
    const key = working.keyDigNumGather;
    const first = await county.process.complete({ keyDigNumGather: key, version: 1, toNode: 'lsyd_xs', handler: { kind: 'person', id: '10004' } });
    await county.process.complete({ keyDigNumGather: key, version: first.version, toNode: 'lsyd_ss', handler: { kind: 'person', id: '10003' } });
    const todo = await city.process.box('todo', { pageIndex: 1, pageSize: 50 });
    expect(todo.rows.map((r) => r.keyDigNumGather)).toContain(key);
    const stale = county.process.complete({ keyDigNumGather: key, version: first.version, toNode: 'lsyd_ss', handler: { kind: 'person', id: '10201' } });
    await expect(stale).rejects.toBeInstanceOf(ApiFailure);
    await expect(stale).rejects.toMatchObject({ message: '该事务已被他人处理，请刷新后重试' });
    expect((await city.process.history(key)).map((r) => r.actionLabel)).toEqual(['登记', '发送', '发送']);
  });

  it('answers the diagram, the history image and the supervision list', async () => {
    expect((await county.process.diagram('lsydsp')).xml).toContain('bpmndi:BPMNDiagram');
    const key = backend.affairs.affairs.find((s) => s.affair.registeredBy === '10004')?.affair.keyDigNumGather ?? '';
    const image = await county.process.historyImage(key);
    expect(image.contentType).toBe('image/svg+xml');
    expect(await image.blob.text()).toContain('<svg');
    const list = await city.supervise.list({ pageIndex: 1, pageSize: 15 });
    expect(list.total).toBeGreaterThan(0);
    await expect(city.process.detail('SW-none')).rejects.toMatchObject({ message: '事务不存在或已被删除' });
  });
});
