import { credentialLabels } from '../../domain/session/auth-failures';

/** The Chinese names of the captcha and token call fields, as the 400 messages say them. */
export const authFieldLabels = {
  ...credentialLabels,
  captcha: '验证码',
  grantType: '授权类型',
  clientUid: '客户端标识',
  uid: '用户标识',
  ignorekey: '链接登录参数',
  captchaNonce: 'r',
} as const;
