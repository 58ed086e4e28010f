export const CAPTCHA_NONCE_MIN = 1;
export const CAPTCHA_NONCE_MAX = 10;

/**
 * SPEC section 7: a random integer 1 to 10 is appended to refresh the captcha. It always differs
 * from the previous one, or the image URL would not change and the browser would not fetch a new
 * captcha. `random` returns a number in [0, 1) (Math.random in the browser).
 */
export function nextCaptchaNonce(previous: number, random: () => number): number {
  const draw = (span: number): number => Math.min(span - 1, Math.max(0, Math.floor(random() * span)));
  if (!(previous >= CAPTCHA_NONCE_MIN && previous <= CAPTCHA_NONCE_MAX)) return CAPTCHA_NONCE_MIN + draw(CAPTCHA_NONCE_MAX);
  const candidate = CAPTCHA_NONCE_MIN + draw(CAPTCHA_NONCE_MAX - 1);
  return candidate >= previous ? candidate + 1 : candidate;
}
