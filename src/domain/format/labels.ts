/** Chinese greetings of the top bar, by time of day. */
export const greetingLabels = {
  morning: '早上好',
  forenoon: '上午好',
  noon: '中午好',
  afternoon: '下午好',
  evening: '晚上好',
  /** For an hour that is not a number at all. */
  neutral: '您好',
} as const;

export type Greeting = (typeof greetingLabels)[keyof typeof greetingLabels];

/** The text of a badge over the cap (SPEC section 9). */
export const badgeOverflowLabel = '99+';
