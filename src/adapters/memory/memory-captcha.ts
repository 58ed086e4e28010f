/**
 * The memory backend's captcha image: an SVG that shows the fixed text, so someone running the
 * app without a server can still read it and sign in.
 */
export function captchaSvg(text: string, nonce: number): string {
  const escaped = text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  // The nonce tilts the text a little, so a refresh visibly does something.
  const tilt = (nonce % 7) - 3;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">` +
    `<rect width="120" height="40" fill="#eef3fb"/>` +
    `<text x="60" y="28" font-size="24" font-family="monospace" text-anchor="middle" fill="#0B71AF" transform="rotate(${tilt} 60 20)">${escaped}</text>` +
    `</svg>`
  );
}
