import type { MessageBook, StoredMessage } from '../domain/message/message-types';

/**
 * 秘书 messages between the README accounts and their colleagues, in the week before the seed's
 * last day (filings.ts SEED_LAST_DAY), some read and some not, so every list state shows on a demo day.
 */
interface Script {
  readonly from: string;
  readonly to: readonly (readonly [string, string | undefined])[];
  readonly subject: string;
  readonly body: string;
  readonly at: string;
}

const SCRIPTS: readonly Script[] = [
  {
    from: '10101',
    to: [['10002', '2026-11-12T02:20:00.000Z'], ['10102', '2026-11-12T03:05:00.000Z']],
    subject: '关于报送第四季度设施农业用地备案情况的通知',
    body: '各位同志：\n请于11月20日前汇总本处室掌握的第四季度设施农业用地备案情况，报处里统一审核。\n谢谢！',
    at: '2026-11-12T01:40:00.000Z',
  },
  {
    from: '10002',
    to: [['10003', '2026-11-13T06:12:00.000Z']],
    subject: '南昌市临时用地复垦验收材料',
    body: '王科长：\n南昌县两宗临时用地复垦验收材料尚缺土地复垦方案批复，请督促县局补充后一并上报。',
    at: '2026-11-13T05:30:00.000Z',
  },
  {
    from: '10003',
    to: [['10004', '2026-11-14T01:50:00.000Z'], ['10301', undefined]],
    subject: '转发：设施农业用地备案抽查安排',
    body: '陈股长：\n市局拟于下周对南昌县设施农业用地备案开展抽查，请提前准备近三个月的备案档案和踏勘记录。',
    at: '2026-11-14T00:55:00.000Z',
  },
  {
    from: '10004',
    to: [['10003', '2026-11-16T02:40:00.000Z']],
    subject: 'Re: 转发：设施农业用地备案抽查安排',
    body: '王科长：\n档案已整理完毕，共42宗，踏勘记录齐全，请市局确定具体抽查时间。\n\n> 市局拟于下周对南昌县设施农业用地备案开展抽查……',
    at: '2026-11-16T01:15:00.000Z',
  },
  {
    from: '10301',
    to: [['10004', undefined]],
    subject: '塔城乡养殖设施用地现场踏勘照片',
    body: '陈股长：\n塔城乡两处养殖设施用地的现场踏勘已完成，照片已上传到踏勘记录，请审阅。',
    at: '2026-11-17T07:20:00.000Z',
  },
  {
    from: '10201',
    to: [['10003', undefined], ['10004', undefined]],
    subject: '下周二耕地保护工作例会',
    body: '各位：\n下周二上午9时在市局三楼会议室召开耕地保护工作例会，请带上本辖区耕地占补平衡台账。',
    at: '2026-11-18T01:10:00.000Z',
  },
  {
    from: '10004',
    to: [['10302', '2026-11-18T03:00:00.000Z'], ['10303', undefined]],
    subject: '关于复核幽兰镇临时用地到期情况',
    body: '请两位于本周五前复核幽兰镇三宗临时用地的到期与复垦情况，并在系统中补录验收结果。',
    at: '2026-11-18T02:30:00.000Z',
  },
  {
    from: '10002',
    to: [['10101', undefined]],
    subject: '用途管制处11月工作小结',
    body: '处长：\n11月工作小结已起草完毕，主要包括备案审核、临时用地监管和专项统计三部分，请审阅。',
    at: '2026-11-18T08:45:00.000Z',
  },
];

export function seedMessageBook(): MessageBook {
  const messages: StoredMessage[] = SCRIPTS.map((script, index) => {
    const id = `XX2026${String(index + 1).padStart(6, '0')}`;
    return {
      id,
      senderId: script.from,
      recipients: script.to.map(([userId, readAt]) => (readAt === undefined ? { userId } : { userId, readAt })),
      subject: script.subject,
      body: script.body,
      filesKey: `MSG-seed-${id}`,
      sentAt: script.at,
      hiddenFor: [],
    };
  });
  return { messages, sequence: messages.length };
}
