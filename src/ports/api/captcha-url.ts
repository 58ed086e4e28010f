/**
 * The captcha image of SPEC section 7. An <img> loads it, so it is a URL, not a call; the browser
 * sends the captcha cookie itself, and the nonce makes it fetch a new image.
 */
export function captchaUrl(apiBaseUrl: string, nonce: number): string {
  return `${apiBaseUrl}/api/oauth/captcha?r=${encodeURIComponent(String(nonce))}`;
}
