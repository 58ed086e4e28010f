import { chinaHour } from './date';
import { greetingLabels, type Greeting } from './labels';

/** First hour of each part of the day, in order; the evening runs on past midnight to 05:00. */
const PARTS: readonly (readonly [from: number, greeting: Greeting])[] = [
  [5, greetingLabels.morning],
  [9, greetingLabels.forenoon],
  [11, greetingLabels.noon],
  [13, greetingLabels.afternoon],
  [18, greetingLabels.evening],
];

/**
 * The top bar greeting for an hour of the day: 05–08 早上好, 09–10 上午好, 11–12 中午好,
 * 13–17 下午好, 18–04 晚上好. Fractions are floored and other finite hours wrap round the clock
 * (24 is 0, -1 is 23); NaN and infinities give the neutral 您好.
 */
export function greeting(hour: number): Greeting {
  if (typeof hour !== 'number' || !Number.isFinite(hour)) return greetingLabels.neutral;
  const h = ((Math.floor(hour) % 24) + 24) % 24;
  let chosen: Greeting = greetingLabels.evening;
  for (const [from, text] of PARTS) if (h >= from) chosen = text;
  return chosen;
}

/**
 * The greeting for an instant, by its hour in China time (UTC+8) whatever the browser's zone:
 * the users work in China. An instant with no date gives the neutral 您好.
 */
export const greetingAt = (epochMs: number): Greeting => greeting(chinaHour(epochMs) ?? Number.NaN);
