import { CAPTCHA_NONCE_MAX, CAPTCHA_TEXT_MAX, CLIENT_ID_MAX, ENCRYPTED_CREDENTIAL_MAX, KEY_MAX } from '../../domain/validation/input-limits';
import { authFieldLabels as l } from './auth.messages';
import { formOf, integer, literal, optional, queryOf, text, withDefault } from './input-schema';

/** The inputs of the captcha and token calls (SPEC section 7, /api/oauth and /api/user/oauth), for both backends. */

export const captchaQuery = queryOf({ r: optional(integer({ min: 0, max: CAPTCHA_NONCE_MAX, label: l.captchaNonce })) });

/** Checked before the form, in this order, so a link sign-in's bad uid is named first. */
export const tokenQuery = queryOf({
  uid: optional(text({ max: CLIENT_ID_MAX, label: l.uid })),
  ignorekey: optional(literal(['ignore'], l.ignorekey)),
});

export const tokenForm = formOf({
  username: text({ max: ENCRYPTED_CREDENTIAL_MAX, label: l.username }),
  password: text({ max: ENCRYPTED_CREDENTIAL_MAX, label: l.password }),
  captcha: withDefault(text({ max: CAPTCHA_TEXT_MAX, label: l.captcha }), ''),
  grant_type: literal(['password'], l.grantType),
  client_uid: optional(text({ max: KEY_MAX, label: l.clientUid })),
});
