import { generateDemoData } from '../../../src/demo/demo-data';
import type { Page } from '../../../src/ports/api/page.dto';
import type { AffairDetail, AffairWorking, BoxName, BoxQuery, BoxRow, HistoryRow } from '../../../src/ports/api/process.dto';
import { bearer, call, signIn, type Answer, type TestServer } from './mock-client';

const demo = generateDemoData();

/** The demo account of a userId, with the password the README publishes. */
function accountOf(userId: string): { userName: string; password: string } {
  const user = demo.users.find((candidate) => candidate.userId === userId);
  if (user === undefined) throw new Error(`no demo user ${userId}`);
  return { userName: user.userName, password: user.password };
}

/** 临时用地审批 and its nodes (src/domain/affair/definitions.ts). */
export const LAND = {
  procDefId: 'lsydsp:1',
  key: 'lsydsp',
  accept: 'lsyd_sl',
  county: 'lsyd_xs',
  city: 'lsyd_ss',
  province: 'lsyd_sp',
  end: 'lsyd_bj',
  countyOffice: 'D360121-02',
} as const;

export const LAND_FORM = {
  projectName: '南昌县八一乡临时用地（施工便道）',
  landUser: '南昌县交通建设投资有限公司',
  location: '南昌县八一乡八一村',
  area: '1.25',
  term: '24',
  purpose: '施工便道',
} as const;

export const ADMIN = '10001';
export const PROVINCE = '10002';
export const CITY = '10003';
export const COUNTY = '10004';
export const CITY_DEPUTY = '10201';
export const COUNTY_CLERK = '10301';
/** 进贤县: takes part in nothing of the test affairs. */
export const STRANGER = '10311';

/** Signs each demo user in once and talks to the server as them. */
export class AffairSession {
  private readonly tokens = new Map<string, string>();

  constructor(private readonly server: TestServer) {}

  async send(userId: string, method: string, pathAndQuery: string, body?: unknown): Promise<Answer> {
    return call(this.server, pathAndQuery, {
      method,
      headers: { ...bearer(await this.token(userId)), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** Answers the envelope's data, failing the test with the server's msg otherwise. */
  async data<T>(userId: string, method: string, pathAndQuery: string, body?: unknown): Promise<T> {
    const answer = await this.send(userId, method, pathAndQuery, body);
    if (answer.status !== 200 || answer.body.code !== 0) {
      throw new Error(`${method} ${pathAndQuery} as ${userId}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body.data as T;
  }

  async register(userId: string, title: string, procDefId: string = LAND.procDefId, formData: Record<string, string> = LAND_FORM): Promise<string> {
    const working = await this.data<AffairWorking>(userId, 'POST', `/api/process/register/new/${encodeURIComponent(procDefId)}`, { title, formData });
    return working.keyDigNumGather;
  }

  async detail(userId: string, key: string): Promise<AffairDetail> {
    return this.data<AffairDetail>(userId, 'GET', `/api/process/handle/detail/${encodeURIComponent(key)}`);
  }

  /** The version the user sees now: what every action must carry. */
  async version(userId: string, key: string): Promise<number> {
    return (await this.detail(userId, key)).version;
  }

  async complete(userId: string, key: string, toNode: string, handler?: { kind: string; id: string }, opinion?: string): Promise<Answer> {
    const version = await this.version(userId, key);
    return this.send(userId, 'POST', '/api/process/handle/manual/complete', { keyDigNumGather: key, version, toNode, handler, opinion });
  }

  async simple(userId: string, path: string, key: string): Promise<Answer> {
    return this.send(userId, 'POST', path, { keyDigNumGather: key, version: await this.version(userId, key) });
  }

  async box(userId: string, name: BoxName, query: Partial<BoxQuery> = {}): Promise<BoxRow[]> {
    const page = await this.data<Page<BoxRow>>(userId, 'POST', `/api/process/box/${name}`, { pageIndex: 1, pageSize: 50, ...query });
    return page.rows;
  }

  /** Whether the affair is in the user's box (the title filter keeps the page small). */
  async inBox(userId: string, name: BoxName, key: string, title: string): Promise<boolean> {
    return (await this.box(userId, name, { title })).some((row) => row.keyDigNumGather === key);
  }

  async history(userId: string, key: string): Promise<HistoryRow[]> {
    return this.data<HistoryRow[]>(userId, 'GET', `/api/process/history/work/record?keyDigNumGather=${encodeURIComponent(key)}`);
  }

  /** The user's bearer token, for calls that read bytes instead of an envelope. */
  async token(userId: string): Promise<string> {
    const known = this.tokens.get(userId);
    if (known !== undefined) return known;
    const { userName, password } = accountOf(userId);
    const token = await signIn(this.server, userName, password);
    this.tokens.set(userId, token);
    return token;
  }
}

export const person = (id: string): { kind: 'person'; id: string } => ({ kind: 'person', id });
