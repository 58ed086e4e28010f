import type { ActionRequest } from '../domain/affair/service/types';
import type { HandlerRef } from '../domain/affair/wire';

/** One scripted step of a seeded affair: who acts and what they send (the key and version are filled in when it runs). */
interface SeedStep {
  readonly by: string;
  readonly request: (keyDigNumGather: string, version: number, day: string) => ActionRequest;
}

/** Which process a script runs, who registers it and what happens to it after. */
export interface SeedScript {
  readonly process: 'land' | 'farm' | 'document';
  readonly registrant: string;
  readonly steps: readonly SeedStep[];
}

const P = (id: string): HandlerRef => ({ kind: 'person', id });
const D = (id: string): HandlerRef => ({ kind: 'department', id });
const U = (id: string): HandlerRef => ({ kind: 'unit', id });

const send = (by: string, toNode: string, handler?: HandlerRef, opinion?: string): SeedStep => ({
  by,
  request: (keyDigNumGather, version) => ({
    kind: 'complete',
    body: { keyDigNumGather, version, toNode, ...(handler === undefined ? {} : { handler }), ...(opinion === undefined ? {} : { opinion }) },
  }),
});
const simple = (by: string, kind: 'cancelRegistration' | 'getBack' | 'obsolete' | 'suspend'): SeedStep => ({
  by,
  request: (keyDigNumGather, version) => ({ kind, body: { keyDigNumGather, version } }),
});
const turnBack = (by: string, toNode: string, opinion: string): SeedStep => ({
  by,
  request: (keyDigNumGather, version) => ({ kind: 'turnBack', body: { keyDigNumGather, version, toNode, opinion } }),
});
const transfer = (by: string, handler: HandlerRef, opinion: string): SeedStep => ({
  by,
  request: (keyDigNumGather, version) => ({ kind: 'transfer', body: { keyDigNumGather, version, handler, opinion } }),
});
const opinion = (by: string, text: string): SeedStep => ({
  by,
  request: (keyDigNumGather, version) => ({ kind: 'opinion', body: { keyDigNumGather, version, opinion: text } }),
});
/** A delegation from the day it is made to the end of the year, so it is still valid in the demo. */
const accredit = (by: string, to: string): SeedStep => ({
  by,
  request: (keyDigNumGather, version, day) => ({ kind: 'accreditApply', body: { keyDigNumGather, version, to, start: day, end: '2026-12-31' } }),
});
const answer = (by: string, from: string): SeedStep => ({
  by,
  request: (keyDigNumGather, version) => ({ kind: 'accreditAnswer', body: { keyDigNumGather, version, from, accept: true } }),
});

// 临时用地审批: county 10004 陈志强, city 10003 王丽华, province 10002 刘建华 and their colleagues.
const toCounty = (registrant: string): SeedStep => send(registrant, 'lsyd_xs', P('10004'), '请审核。');
const toCity = (handler: HandlerRef = P('10003')): SeedStep => send('10004', 'lsyd_ss', handler, '经初审，材料齐全，拟同意，请市局审查。');
const toProvince = (handler: HandlerRef): SeedStep => send('10003', 'lsyd_sp', handler, '情况属实，拟同意，请省厅审批。');
const atCity = [toCounty('10004'), toCity()];

const land = (registrant: string, ...steps: SeedStep[]): SeedScript => ({ process: 'land', registrant, steps });
const farm = (registrant: string, ...steps: SeedStep[]): SeedScript => ({ process: 'farm', registrant, steps });
const document = (...steps: SeedStep[]): SeedScript => ({ process: 'document', registrant: '10104', steps });
const times = (count: number, script: SeedScript): SeedScript[] => Array.from({ length: count }, () => script);

const LAND: readonly SeedScript[] = [
  ...times(2, land('10004')),
  ...times(2, land('10301', toCounty('10301'))),
  ...times(3, land('10004', ...atCity)),
  land('10301', toCounty('10301'), toCity(D('D360100-02'))),
  ...times(3, land('10004', ...atCity, toProvince(U('D360000')))),
  ...times(2, land('10004', ...atCity, toProvince(P('10002')))),
  ...times(2, land('10004', ...atCity, send('10003', 'lsyd_bj', undefined, '经审查，符合相关规定，同意。'))),
  ...times(2, land('10301', toCounty('10301'), toCity(), toProvince(P('10002')), send('10002', 'lsyd_bj', undefined, '同意。'))),
  land('10004', ...atCity, toProvince(U('D360000')), send('10001', 'lsyd_bj', undefined, '同意。')),
  land('10004', ...atCity, turnBack('10003', 'lsyd_xs', '材料不全，请补充后重新报送。')),
  land('10004', ...atCity, transfer('10003', P('10201'), '请陈佳琪同志办理。')),
  land('10004', toCounty('10004'), simple('10004', 'obsolete')),
  land('10301', toCounty('10301'), toCity(), simple('10001', 'obsolete')),
  land('10004', simple('10004', 'cancelRegistration')),
  land('10004', ...atCity, simple('10003', 'suspend')),
  land('10004', ...atCity, toProvince(P('10002')), simple('10001', 'suspend')),
  land('10004', ...atCity, accredit('10003', '10201'), answer('10201', '10003')),
  land('10004', ...atCity, simple('10004', 'getBack')),
  land('10004', ...atCity, toProvince(P('10002')), opinion('10002', '拟同意，请领导审定。')),
];

// 设施农业用地备案审查: 南昌县 and 进贤县, reviewed by the city.
const farmToCity = [send('10004', 'ssny_xs', P('10004'), '请审查。'), send('10004', 'ssny_sf', P('10003'), '经审查，符合设施农业用地要求，请市局复核。')];
const farmToFiling = [...farmToCity, send('10003', 'ssny_ba', P('10004'), '复核通过，同意备案。')];
const FARM: readonly SeedScript[] = [
  ...times(2, farm('10302', send('10302', 'ssny_xs', P('10004'), '请审查。'))),
  ...times(2, farm('10004', ...farmToCity)),
  farm('10004', ...farmToFiling),
  ...times(2, farm('10004', ...farmToFiling, send('10004', 'ssny_bj', undefined, '已备案。'))),
  farm('10004', ...farmToCity, simple('10003', 'obsolete')),
  farm('10311', send('10311', 'ssny_xs', P('10311'), '请审查。'), send('10311', 'ssny_sf', D('D360100-03'), '请市局复核。')),
  farm(
    '10312',
    send('10312', 'ssny_xs', P('10311'), '请审查。'),
    send('10311', 'ssny_sf', P('10003'), '请市局复核。'),
    send('10003', 'ssny_ba', P('10311'), '复核通过，同意备案。'),
    send('10311', 'ssny_bj', undefined, '已备案。'),
  ),
];

// 公文办理 at the province department: 10104 邓婷 (办公室) registers.
const toLiu = send('10104', 'gw_ny', P('10002'), '请拟办。');
const DOCUMENTS: readonly SeedScript[] = [
  ...times(2, document(toLiu)),
  document(toLiu, send('10002', 'gw_ps', P('10101'), '拟请何处长阅示。')),
  document(send('10104', 'gw_ny', P('10104')), send('10104', 'gw_ps', P('10101'), '请领导批示。'), send('10101', 'gw_cb', P('10002'), '请用途管制处研究办理。')),
  document(send('10104', 'gw_ny', D('D360000-01')), send('10104', 'gw_cb', D('D360000-05'), '请用途管制处办理。')),
  ...times(2, document(toLiu, send('10002', 'gw_ps', P('10102'), '请领导阅示。'), send('10102', 'gw_cb', P('10002'), '同意，请抓紧落实。'), send('10002', 'gw_gd', undefined, '已按要求办理完毕。'))),
  document(toLiu, simple('10002', 'obsolete')),
];

export const SEED_SCRIPTS: readonly SeedScript[] = [...LAND, ...FARM, ...DOCUMENTS];
