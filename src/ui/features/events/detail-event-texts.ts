import type { DetailEvent } from '../../../app/session/session.store';

/** The op, tz and archive notifications' texts, apart from the pages' so the notification stays small. */
export const detailEventTexts = {
  titles: { op: '案件通知', tz: '台账通知', archive: '档案通知' } satisfies Readonly<Record<DetailEvent['type'], string>>,
  line: (title: string, text: string): string => `「${title}」${text}`,
  view: '查看',
} as const;
