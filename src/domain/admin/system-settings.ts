import { PAGE_SIZES, toPageSize } from '../format/page-size';
import { ok } from '../shared/result';
import { adminFieldLabels as l, adminMessages as m } from './admin-messages';
import { refuse, requireAdmin, type AdminCall, type AdminServed } from './admin-access';
import type { AuditBook, AuditEntry } from './admin-types';
import { appendAudit, changesOf } from './audit-log';
import { SESSION_MINUTES_MAX, SESSION_MINUTES_MIN, UNIT_NAME_MAX, type SystemSettings, type SystemSettingsInput } from './site-info';

export const systemMessages = {
  unitRequired: (label: string): string => `请输入${label}`,
  unitTooLong: (label: string): string => `${label}不能超过${UNIT_NAME_MAX}个字`,
  sessionRange: `会话时长须为${SESSION_MINUTES_MIN}至${SESSION_MINUTES_MAX}分钟之间的整数`,
  pageSize: `默认每页条数须为${PAGE_SIZES.join('、')}之一`,
} as const;

export function settingsProblems(input: SystemSettingsInput): Partial<Record<keyof SystemSettingsInput, string>> {
  const problems: Partial<Record<keyof SystemSettingsInput, string>> = {};
  for (const key of ['hostUnit', 'organisingUnit'] as const) {
    const value = input[key].trim();
    if (value.length === 0) problems[key] = systemMessages.unitRequired(l[key]);
    else if (value.length > UNIT_NAME_MAX) problems[key] = systemMessages.unitTooLong(l[key]);
  }
  if (!Number.isInteger(input.sessionMinutes) || input.sessionMinutes < SESSION_MINUTES_MIN || input.sessionMinutes > SESSION_MINUTES_MAX) problems.sessionMinutes = systemMessages.sessionRange;
  if (!(PAGE_SIZES as readonly number[]).includes(input.defaultPageSize)) problems.defaultPageSize = systemMessages.pageSize;
  return problems;
}

export function readSystemSettings(call: AdminCall, settings: SystemSettings): AdminServed<SystemSettings> {
  const admin = requireAdmin(call);
  return admin.ok ? ok(settings) : admin;
}

/** Saves the parameters against the version the administrator saw (409 otherwise), recording what changed. */
export function saveSystemSettings(
  call: AdminCall,
  current: SystemSettings,
  input: SystemSettingsInput,
): AdminServed<{ readonly settings: SystemSettings; readonly audit: AuditBook; readonly entry: AuditEntry }> {
  const admin = requireAdmin(call);
  if (!admin.ok) return admin;
  if (input.version !== current.version) return refuse(409, m.stale);
  const problems = settingsProblems(input);
  if (Object.keys(problems).length > 0) return refuse(400, Object.values(problems)[0] ?? m.invalid, problems);
  const settings: SystemSettings = {
    hostUnit: input.hostUnit.trim(),
    organisingUnit: input.organisingUnit.trim(),
    sessionMinutes: input.sessionMinutes,
    defaultPageSize: toPageSize(input.defaultPageSize),
    version: current.version + 1,
  };
  const changes = changesOf([
    [l.hostUnit, current.hostUnit, settings.hostUnit],
    [l.organisingUnit, current.organisingUnit, settings.organisingUnit],
    [l.sessionMinutes, String(current.sessionMinutes), String(settings.sessionMinutes)],
    [l.defaultPageSize, String(current.defaultPageSize), String(settings.defaultPageSize)],
  ]);
  const { book, entry } = appendAudit(call.audit, call.at, { operator: admin.value, action: 'updateSystem', target: undefined, changes });
  return ok({ settings, audit: book, entry });
}
