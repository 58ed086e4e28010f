/**
 * A 400 about one named field, as both backends word it (the mock server's request schemas and
 * the in-memory adapters), e.g. `用户名不能为空`.
 */
export const fieldMessages = {
  missing: (label: string): string => `${label}不能为空`,
  wrongType: (label: string): string => `${label}格式错误`,
  tooLong: (label: string, max: number): string => `${label}长度不能超过${max}个字符`,
  tooShort: (label: string, min: number): string => `${label}长度不能少于${min}个字符`,
  invalidValue: (label: string): string => `${label}取值无效`,
} as const;
