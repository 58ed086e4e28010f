import type { DemoVersionInfo } from './demo-types';

/** The release the first-visit dialog announces (SPEC section 4: five numbered lines). */
export function buildVersion(): DemoVersionInfo {
  return {
    id: '20260115',
    name: '用地备案与办公管理系统',
    content:
      '1. 备案管理支持待上报、已上报、备案查询、已退回四类清单；2. 新增备案统计分析与专题图；3. 登录增加验证码校验与连续失败锁定；4. 支持同一账号异地登录提醒。',
    version: 'V2.6.0',
    releaseTime: '2026-01-15 09:00:00',
  };
}
