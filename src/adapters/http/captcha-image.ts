import { captchaUrl } from '../../ports/api/captcha-url';

/**
 * A captcha image of SPEC section 7 (GET /api/oauth/captcha with the 1–10 suffix), fetched without
 * axios, so the login page can call it too. Always a request: an <img> given an address it drew
 * before in the same document may be shown from the browser's memory, with no new captcha on the
 * server, so the first sign-in after it would answer 验证码已失效. The answer's cookie ties the
 * captcha to this browser, as the image's request did.
 */
export async function fetchCaptchaImage(apiBaseUrl: string, nonce: number, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(captchaUrl(apiBaseUrl, nonce), { cache: 'no-store', credentials: 'include', signal });
  if (!response.ok) throw new Error(`captcha: HTTP ${response.status}`);
  return response.blob();
}
