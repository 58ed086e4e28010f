import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { AffairEvents } from '../../../src/app/process/affair-events';
import { ProcessCatalog, processLeaves } from '../../../src/app/process/register-catalog';
import { fieldError, formErrors, TITLE_FIELD, titleError } from '../../../src/domain/affair/registration-form';
import { RegisterStore } from '../../../src/app/process/register.store';
import { parseAffairDetailsQuery } from '../../../src/domain/affair/details-link';
import type { AffairWorking, FormFieldDef, ProcessTreeNode, RegisterBody } from '../../../src/ports/api/process.dto';
import type { ProcessApi } from '../../../src/ports/process.port';

const FIELDS: FormFieldDef[] = [
  { name: 'projectName', label: '项目名称', kind: 'text', required: true, maxLength: 10 },
  { name: 'area', label: '用地面积', kind: 'number', required: true, unit: '公顷' },
  { name: 'startDate', label: '开始日期', kind: 'date', required: false },
];

const TREE: ProcessTreeNode[] = [
  { id: 'c1', label: '用地审批', children: [{ id: 'lsydsp:1', label: '临时用地审批', procDefId: 'lsydsp:1', formFields: FIELDS }] },
  { id: 'c2', label: '公文', children: [{ id: 'c3', label: '收文', children: [{ id: 'gwbl:1', label: '公文办理', procDefId: 'gwbl:1' }] }] },
];

class FakeProcess {
  treeCalls = 0;
  registered: { procDefId: string; body: RegisterBody }[] = [];
  registerError: Error | undefined;
  release: (() => void) | undefined;
  holdRegister = false;

  async processTree(): Promise<ProcessTreeNode[]> {
    this.treeCalls += 1;
    return TREE;
  }

  async register(procDefId: string, body: RegisterBody): Promise<AffairWorking> {
    this.registered.push({ procDefId, body });
    if (this.holdRegister) await new Promise<void>((release) => (this.release = release));
    if (this.registerError !== undefined) throw this.registerError;
    return { keyDigNumGather: 'SW2026012000001', keyNumGather: 'FJ2026012000001', boxType: 1 } as AffairWorking;
  }
}

function wire(): { fake: FakeProcess; store: RegisterStore; changes: () => number } {
  const fake = new FakeProcess();
  const api = fake as unknown as ProcessApi;
  const events = new AffairEvents();
  let changed = 0;
  events.changed$.subscribe(() => (changed += 1));
  return { fake, store: new RegisterStore(api, new ProcessCatalog(api), events), changes: () => changed };
}

const fillValid = (store: RegisterStore): void => {
  store.change(TITLE_FIELD, ' 城东临时堆场 ');
  store.change('projectName', '城东堆场');
  store.change('area', '2.5');
};

describe('registration rules', () => {
  it.each([
    ['', '请填写事务标题'],
    ['   ', '请填写事务标题'],
    ['字'.repeat(101), '事务标题不能超过100个字'],
    ['城东临时堆场', undefined],
  ])('title %j → %s', (title, message) => {
    expect(titleError(title)).toBe(message);
  });

  it.each([
    [FIELDS[0], '', '请填写项目名称'],
    [FIELDS[0], '一二三四五六七八九十一', '项目名称不能超过10个字'],
    [FIELDS[1], '十亩', '用地面积必须是大于0的数字'],
    [FIELDS[1], '0', '用地面积必须是大于0的数字'],
    [FIELDS[1], '2.5', undefined],
    [FIELDS[2], '', undefined],
    [FIELDS[2], '2026-02-30', '开始日期应为YYYY-MM-DD格式的日期'],
    [FIELDS[2], '2026/02/03', '开始日期应为YYYY-MM-DD格式的日期'],
    [FIELDS[2], '2028-02-29', undefined],
  ])('%o with %j → %s', (field, value, message) => {
    expect(fieldError(field as FormFieldDef, value)).toBe(message);
  });

  it('collects every problem of the form', () => {
    expect(formErrors(FIELDS, '', {})).toEqual({ title: '请填写事务标题', projectName: '请填写项目名称', area: '请填写用地面积' });
  });
});

describe('processLeaves', () => {
  it('lists every process of the tree, however deep', () => {
    expect(processLeaves(TREE).map((leaf) => leaf.procDefId)).toEqual(['lsydsp:1', 'gwbl:1']);
  });
});

describe('RegisterStore', () => {
  it('loads the tree once, shared with other pages', async () => {
    const { fake, store } = wire();
    await Promise.all([store.open(), store.open()]);
    await store.open();
    expect(fake.treeCalls).toBe(1);
    expect(store.catalog.getValue()).toMatchObject({ loaded: true, tree: TREE });
  });

  it('checks a field when it is left, and again while typing once it was marked', async () => {
    const { store } = wire();
    await store.open();
    store.choose('lsydsp:1');
    store.change('area', 'x');
    expect(store.getValue().errors).toEqual({});
    store.blur('area');
    expect(store.getValue().errors).toEqual({ area: '用地面积必须是大于0的数字' });
    store.change('area', '3');
    expect(store.getValue().errors).toEqual({});
  });

  it('sends nothing while the form is wrong, and shows every message', async () => {
    const { fake, store } = wire();
    await store.open();
    store.choose('lsydsp:1');
    expect(await store.submit()).toBeUndefined();
    expect(fake.registered).toHaveLength(0);
    expect(Object.keys(store.getValue().errors).sort()).toEqual(['area', 'projectName', 'title']);
  });

  it('registers once however often it is asked, and answers the launch URL of the details', async () => {
    const { fake, store, changes } = wire();
    await store.open();
    store.choose('lsydsp:1');
    fillValid(store);
    fake.holdRegister = true;
    const first = store.submit();
    await Promise.resolve();
    expect(store.getValue().pending).toBe(true);
    expect(await store.submit()).toBeUndefined();
    fake.release?.();
    const url = await first;
    expect(fake.registered).toEqual([{ procDefId: 'lsydsp:1', body: { title: '城东临时堆场', formData: { projectName: '城东堆场', area: '2.5', startDate: '' } } }]);
    const [path, search] = (url ?? '').split('?') as [string, string];
    expect(path).toBe('/process/handle/details/SW2026012000001');
    expect(parseAffairDetailsQuery(search)).toEqual({ boxType: 1, source: 'launch', filesKey: 'FJ2026012000001' });
    expect(new URLSearchParams(search).get('currentTagTitle')).toBe('事务详情（登记）');
    expect(changes()).toBe(1);
    expect(store.getValue()).toMatchObject({ title: '', values: {}, pending: false });
  });

  it('keeps the input and says why when the server refuses', async () => {
    const { fake, store, changes } = wire();
    await store.open();
    store.choose('lsydsp:1');
    fillValid(store);
    fake.registerError = new Error('x');
    expect(await store.submit()).toBeUndefined();
    expect(store.getValue()).toMatchObject({ pending: false, submitError: '登记失败，请稍后重试', title: ' 城东临时堆场 ', values: { projectName: '城东堆场', area: '2.5' } });
    expect(changes()).toBe(0);
  });

  it('ignores a category and an unknown process', async () => {
    const { store } = wire();
    await store.open();
    store.choose('c1');
    store.choose('nope:1');
    expect(store.getValue().process).toBeUndefined();
  });
});
