import type { Notice, NoticeBoard, NoticeCategory, NoticeStatus } from '../domain/notice/notice-types';
import type { DemoUser } from './demo-types';
import { buildDivisions } from './divisions';
import { mulberry32, pick, randomInt, type Random } from './prng';

const PUBLISHERS: Readonly<Record<string, string>> = {
  '360000': '江西省自然资源厅',
  '360100': '南昌市自然资源和规划局',
};

/** The seeded writer of each publishing division (userId of src/demo/people.ts). */
const AUTHORS: Readonly<Record<string, string>> = { '360000': '10002', '360100': '10003' };

interface Entry {
  readonly title: string;
  readonly category: NoticeCategory;
  readonly divisionCode: string;
  readonly scopeCode: string;
  readonly publishedAt: string;
  /** What the notice asks for, in the words of its second paragraph. */
  readonly task: string;
  readonly attachments: readonly string[];
  readonly pinned: boolean;
  readonly status: NoticeStatus;
}

interface EntryOptions {
  readonly scope?: string;
  readonly category?: NoticeCategory;
  readonly pinned?: boolean;
  readonly status?: NoticeStatus;
}

const entry = (title: string, divisionCode: string, publishedAt: string, task: string, attachments: readonly string[] = [], options: EntryOptions = {}): Entry => ({
  title,
  category: options.category ?? (title.includes('公告') ? 'announcement' : 'notice'),
  divisionCode,
  scopeCode: options.scope ?? divisionCode,
  publishedAt,
  task,
  attachments,
  pinned: options.pinned ?? false,
  status: options.status ?? 'published',
});

const NEWS: EntryOptions = { category: 'news' };

/** Newest last; ids follow this order. The province writes to the whole province, 南昌市 to itself or one of its counties. */
const ENTRIES: readonly Entry[] = [
  entry('关于做好2025年度设施农业用地备案工作的通知', '360000', '2025-03-06 09:30', '各地要在设施农业用地使用前完成备案，备案信息应于15个工作日内上图入库', ['设施农业用地备案表.docx']),
  entry('关于进一步规范临时用地管理的通知', '360000', '2025-04-18 10:00', '临时用地使用期限一般不超过两年，到期后须在一年内完成土地复垦', ['临时用地复垦方案编制要点.pdf']),
  entry('关于开展2025年第二季度备案数据质量检查的通知', '360000', '2025-06-12 15:20', '重点检查坐标范围、地类面积和批准文号等字段的准确性', ['数据质量检查细则.xlsx', '问题清单模板.xlsx']),
  entry('南昌市关于加强设施农业用地日常监管的通知', '360100', '2025-07-03 09:00', '各县区要建立设施农业用地巡查台账，每季度开展一次实地核查'),
  entry('关于召开全省用途管制工作座谈会的通知', '360000', '2025-07-21 16:40', '请各设区市自然资源主管部门分管负责同志和用途管制科负责人参会', ['参会回执.docx']),
  entry('南昌市关于南昌县开展农村乱占耕地建房问题排查的通知', '360100', '2025-08-08 11:15', '南昌县各乡镇要对2020年7月以来新增的农村建房逐宗核实，建立问题台账', [], { scope: '360121' }),
  entry('关于启用设施农业用地备案系统新版本的公告', '360000', '2025-09-01 08:30', '新版本系统增加了备案数据自动校验和退件申请功能，原系统同步停用', ['系统操作手册.pdf']),
  entry('全省用途管制工作座谈会在南昌召开', '360000', '2025-09-16 14:00', '会议总结了上半年用地备案工作，部署了临时用地复垦和设施农业用地监管任务', [], NEWS),
  entry('关于做好2025年度耕地保护目标责任考核自查工作的通知', '360000', '2025-10-10 10:30', '各地要对照考核指标逐项开展自查，形成自查报告', ['考核指标体系.xlsx', '自查报告提纲.docx']),
  entry('南昌市关于规范用地备案资料归档的通知', '360100', '2025-10-27 09:45', '备案资料应按“一地一档”要求整理，电子档案与纸质档案保持一致'),
  entry('南昌市关于进贤县开展设施农业用地专项清理的通知', '360100', '2025-11-05 15:00', '进贤县对未备案即使用、超面积使用的设施农业用地逐一登记并限期整改', [], { scope: '360124' }),
  entry('关于2025年第三季度备案数据质量检查情况的通报', '360000', '2025-11-20 17:10', '部分地区存在坐标超出行政区范围、备案超期等问题，须在20个工作日内整改', ['问题汇总表.xlsx']),
  entry('南昌市完成设施农业用地备案年度核查', '360100', '2025-12-02 10:20', '全市共核查设施农业用地备案记录一千余宗，问题图斑已全部交办整改', [], NEWS),
  entry('关于做好2025年度用地备案统计年报工作的通知', '360000', '2025-12-15 09:00', '年报数据以系统统计结果为准，请于次年1月15日前完成审核上报', ['统计年报表式.xlsx']),
  entry('南昌县农田水利设施用地开辟绿色通道', '360100', '2025-12-26 16:00', '南昌县对农田水利配套设施用地开辟绿色通道，随报随审', [], { ...NEWS, scope: '360121' }),
  entry('关于开展2026年度临时用地专项检查的通知', '360000', '2026-01-08 10:00', '重点检查临时用地超期使用、改变用途和未按期复垦等问题', ['专项检查工作方案.docx', '检查情况统计表.xlsx']),
  entry('关于做好设施农业用地备案工作的通知', '360000', '2026-01-22 09:30', '设施农业用地备案须上传用地协议、设施建设方案和坐标文件', ['备案材料清单.pdf'], { pinned: true }),
  entry('南昌市关于开展2026年度临时用地专项检查的实施方案', '360100', '2026-02-10 14:30', '市局将组织对各县区临时用地进行抽查，抽查比例不低于20%', ['抽查名单.xlsx']),
  entry('关于2026年春节假期后系统维护的公告', '360000', '2026-02-24 18:00', '系统将于2月27日20时至24时停机维护，期间暂停备案上报'),
  entry('关于调整系统维护时间的公告', '360000', '2026-02-25 09:00', '原定2月27日的停机维护顺延，具体时间另行通知', [], { status: 'withdrawn' }),
  entry('南昌县设施农业用地备案初审提速', '360100', '2026-03-05 10:10', '南昌县乡镇初审后在5个工作日内提交县局，平均办理时间缩短三成', [], { ...NEWS, scope: '360121' }),
  entry('关于公布2026年法定节假日工作日安排的通知', '360000', '2026-03-16 11:00', '备案审核时限按工作日计算，节假日及调休安排以本通知为准', ['2026年工作日安排表.pdf']),
  entry('省厅开展用地备案数据复核专项行动', '360000', '2026-04-02 15:40', '各地对2025年已备案数据开展复核，发现问题的及时申请退件修改', [], NEWS),
  entry('关于开展2026年第一季度备案数据质量检查的通知', '360000', '2026-04-20 09:15', '本次检查采用系统自动校验与人工抽查相结合的方式', ['数据质量检查细则（2026版）.xlsx']),
  entry('进贤县完成到期临时用地复垦方案审查', '360100', '2026-05-11 16:30', '进贤县2026年6月底前到期的临时用地已全部编制复垦方案并通过审查', [], { ...NEWS, scope: '360124' }),
  entry('南昌市关于做好汛期临时用地安全管理的通知', '360100', '2026-06-03 10:50', '汛期前应对临时用地范围内的堆土、边坡和排水设施开展安全检查', [], { pinned: true }),
  entry('全省用地备案审核时限管理工作取得成效', '360000', '2026-06-10 10:00', '上半年全省备案平均审核时限较去年同期缩短四个工作日', [], NEWS),
  entry('关于进一步加强用地备案审核时限管理的通知', '360000', '2026-06-18 14:00', '批准后20个工作日内未上报的备案将自动标记为超时，并纳入年度考核', ['审核时限管理办法.pdf'], { pinned: true }),
  entry('关于开展2026年度设施农业用地备案抽查的通知（征求意见稿）', '360000', '', '抽查范围覆盖全省各县区，抽查比例不低于10%', [], { status: 'draft' }),
];

const paragraphsOf = (item: Entry): string[] =>
  item.category === 'news'
    ? [`${item.task}。`, '下一步，各地将继续压实工作责任，推动用地备案工作规范高效开展。']
    : [
        '各有关单位：',
        `为贯彻落实自然资源管理有关要求，切实做好相关工作，现将有关事项通知如下：${item.task}。`,
        '各单位要高度重视，明确专人负责，按时保质完成各项工作任务；工作中遇到的问题请及时与本单位用途管制科室联系。',
        '特此通知。',
      ];

/** The seed's bodies are HTML as the editor saves it: one paragraph element per paragraph. */
const bodyOf = (item: Entry): string => paragraphsOf(item).map((paragraph) => `<p>${paragraph}</p>`).join('');

export const DEMO_NOTICE_COUNT = ENTRIES.length;

/** Where the older notices of a scale above 1 begin and end: the years before the demo's own. */
const EARLIER_FIRST_DAY = Date.parse('2023-01-03T00:00:00.000Z');
const EARLIER_LAST_DAY = Date.parse('2025-02-28T00:00:00.000Z');
const DAY_MS = 86_400_000;
const EARLIER_SEED = 20230103;
/** 南昌市 and its counties: the city relays province notices to itself or one county. */
const NANCHANG_SCOPES = buildDivisions().filter((d) => d.code === '360100' || d.parentCode === '360100');
const PUBLISHED = ENTRIES.filter((item) => item.status === 'published');

/** One in so many relayed notices passes the attachments on, so a scaled seed's files stay as few as its other kinds'. */
const RELAYED_WITH_FILES = 8;

/** The city passing a notice of the list on, as local bureaus do, on a working day. */
function relayed(random: Random, item: Entry, day: number, withFiles: boolean): Entry {
  const scope = pick(random, NANCHANG_SCOPES);
  const minutes = randomInt(random, 8 * 60 + 30, 17 * 60 + 30);
  const date = new Date(EARLIER_FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return entry(`南昌市关于向${scope.name}转发《${item.title}》的通知`, '360100', `${date} ${time}`, item.task, withFiles ? item.attachments : [], { scope: scope.code });
}

/** The demo's notices, preceded at a scale above 1 by (scale - 1) times as many older ones spread over 2023–2025. */
function entriesAt(scale: number): Entry[] {
  const count = (scale - 1) * ENTRIES.length;
  if (count === 0) return [...ENTRIES];
  const random = mulberry32(EARLIER_SEED);
  const span = Math.floor((EARLIER_LAST_DAY - EARLIER_FIRST_DAY) / DAY_MS);
  const earlier = Array.from({ length: count }, (_, index) => relayed(random, pick(random, PUBLISHED), Math.floor((index * span) / count), index % RELAYED_WITH_FILES === 0));
  return [...earlier.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt)), ...ENTRIES];
}

type Author = Pick<DemoUser, 'userId' | 'nickName'>;

function authorOf(users: readonly Author[], divisionCode: string): Author {
  const author = users.find((user) => user.userId === AUTHORS[divisionCode]);
  if (author === undefined) throw new Error(`no seeded writer for ${divisionCode}`);
  return author;
}

/** The seeded notices, in publication order (the draft last), ids TZ0001 onwards. */
export function buildDemoNotices(users: readonly Author[], scale = 1): Notice[] {
  return entriesAt(scale).map((item, index) => {
    const author = authorOf(users, item.divisionCode);
    return {
      id: `TZ${String(index + 1).padStart(4, '0')}`,
      title: item.title,
      category: item.category,
      status: item.status,
      body: bodyOf(item),
      publisherUnit: PUBLISHERS[item.divisionCode] ?? '江西省自然资源厅',
      divisionCode: item.divisionCode,
      authorId: author.userId,
      authorName: author.nickName,
      scopeCode: item.scopeCode,
      pinned: item.pinned,
      publishedAt: item.publishedAt,
      updatedAt: item.publishedAt === '' ? '2026-06-20 09:00' : item.publishedAt,
      version: 1,
      attachments: item.attachments,
    };
  });
}

/**
 * Each user has read about half of the older published notices and none of the five newest, so
 * every list shows unread dots; deterministic per user so tests can rely on it.
 */
export function buildDemoNoticeBoard(users: readonly Author[], seed: number, scale = 1): NoticeBoard {
  const notices = buildDemoNotices(users, scale);
  const published = notices.filter((notice) => notice.status === 'published');
  const older = published.slice(0, published.length - 5);
  const readBy: Record<string, string[]> = {};
  for (const user of users) {
    const random = mulberry32(seed + 7919 * Number(user.userId));
    readBy[user.userId] = older.filter(() => random() < 0.5).map((notice) => notice.id);
  }
  return { notices, readBy };
}
