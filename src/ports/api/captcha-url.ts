/**
 * The address of a captcha image of SPEC section 7: the nonce is SPEC's refresh suffix (1 to 10).
 * The browser sends the captcha cookie with the request and keeps the one its answer sets.
 */
export function captchaUrl(apiBaseUrl: string, nonce: number): string {
  return `${apiBaseUrl}/api/oauth/captcha?r=${encodeURIComponent(String(nonce))}`;
}
