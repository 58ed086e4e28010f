/** The meeting notification's texts, apart from the pages' so the notification stays small. */
export const meetingEventTexts = {
  title: '会议通知',
  line: (subject: string, text: string): string => `「${subject}」${text}`,
  view: '查看',
} as const;
