/** The longest User-Agent kept with a key: enough for every real browser, bounded against abuse. */
export const AGENT_MAX = 256;

/** Checked in this order: Edge and Opera also name Chrome and Safari, Chrome also names Safari. */
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Firefox', /Firefox\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];

/**
 * A reader's name for the browser that asked for a key ("Chrome 131（Windows）"), so the person
 * granting it can tell their own computer from someone else's; unknown agents read as 未知浏览器.
 */
export function browserOf(agent: string): string {
  const browser = BROWSERS.map(([name, pattern]) => {
    const version = pattern.exec(agent)?.[1];
    return version === undefined ? undefined : `${name} ${version}`;
  }).find((found) => found !== undefined);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(agent))?.[0];
  const name = browser ?? '未知浏览器';
  return system === undefined ? name : `${name}（${system}）`;
}
