import { inject, injectable } from 'inversify';
import type { CaseRow } from '../../domain/case/case-types';
import type { ReceiptRow } from '../../domain/document/receipt-service';
import type { PostView } from '../../domain/document/post-view';
import type { MeetingRow } from '../../domain/meeting/meeting-types';
import { OPEN_RECEIPT_STANDINGS, openReceipts, type OfficeSelection } from '../../domain/office/my-office';
import type { MessageRow } from '../../domain/message/message-types';
import type { Page } from '../../ports/api/page.dto';
import { CaseApi } from '../../ports/case.port';
import { PostApi } from '../../ports/document-post.port';
import { ReceiptApi } from '../../ports/document.port';
import { MeetingApi } from '../../ports/meeting.port';
import { MessageApi } from '../../ports/message.port';
import { messageOf } from '../shared/failure-reading';
import { Store } from '../shared/store';

/** How many rows each section of 我的办公 shows; 查看全部 opens the whole list. */
export const OFFICE_PREVIEW_ROWS = 5;

export const OFFICE_SECTIONS = ['documents', 'meetings', 'messages', 'cases'] as const;
export type OfficeSection = (typeof OFFICE_SECTIONS)[number];

export const OFFICE_LOAD_FAILED: Readonly<Record<OfficeSection, string>> = {
  documents: '公文加载失败',
  meetings: '会议加载失败',
  messages: '消息加载失败',
  cases: '案件加载失败',
};

/** 公文: the posts the user drafted or handles, and the open receipts they may handle (待办收文). */
export interface DocumentsOverview {
  readonly posts: Page<PostView>;
  readonly receipts: OfficeSelection<ReceiptRow>;
}

/** 会议: the first of the meetings that concern the user from now on with their count, and how many await their reply (the badge's count). */
export interface MeetingsOverview {
  readonly upcoming: OfficeSelection<MeetingRow>;
  readonly awaitingReply: number;
}

/** 消息: the unread messages of 收件箱, latest first (the badge's count). */
export interface MessagesOverview {
  readonly unread: Page<MessageRow>;
}

/** 案件: the open cases of the user's jurisdiction. */
export interface CasesOverview {
  readonly open: Page<CaseRow>;
}

interface Overviews {
  readonly documents: DocumentsOverview;
  readonly meetings: MeetingsOverview;
  readonly messages: MessagesOverview;
  readonly cases: CasesOverview;
}

export type SectionState<T> = { readonly status: 'loading' } | { readonly status: 'error'; readonly message: string } | { readonly status: 'ready'; readonly data: T };

export type MyOfficeState = { readonly [K in OfficeSection]: SectionState<Overviews[K]> };

const loading: MyOfficeState = { documents: { status: 'loading' }, meetings: { status: 'loading' }, messages: { status: 'loading' }, cases: { status: 'loading' } };
const first = { pageIndex: 1, pageSize: OFFICE_PREVIEW_ROWS } as const;

/**
 * 我的办公: each section is loaded by the calls of its own area, on its own, so one that fails
 * shows its error and 重新加载 while the others stay. The areas' rules decide what the user sees.
 */
@injectable()
export class MyOfficeStore extends Store<MyOfficeState> {
  private readonly generations: Record<OfficeSection, number> = { documents: 0, meetings: 0, messages: 0, cases: 0 };

  constructor(
    @inject(PostApi) private readonly posts: PostApi,
    @inject(ReceiptApi) private readonly receipts: ReceiptApi,
    @inject(MeetingApi) private readonly meetings: MeetingApi,
    @inject(MessageApi) private readonly messages: MessageApi,
    @inject(CaseApi) private readonly cases: CaseApi,
  ) {
    super(loading);
  }

  /** Loads every section at once; never rejects. */
  async load(): Promise<void> {
    await Promise.all(OFFICE_SECTIONS.map((section) => this.reload(section)));
  }

  /** Loads one section again; an older answer that arrives late is ignored. Never rejects. */
  async reload(section: OfficeSection): Promise<void> {
    const generation = ++this.generations[section];
    this.update((state) => ({ ...state, [section]: { status: 'loading' } }));
    let next: SectionState<Overviews[typeof section]>;
    try {
      next = { status: 'ready', data: await this.fetch(section) };
    } catch (error) {
      next = { status: 'error', message: messageOf(error, OFFICE_LOAD_FAILED[section]) };
    }
    if (generation === this.generations[section]) this.update((state) => ({ ...state, [section]: next }));
  }

  private fetch(section: OfficeSection): Promise<Overviews[OfficeSection]> {
    switch (section) {
      case 'documents':
        return Promise.all([this.posts.list({ box: 'drafted', ...first }), Promise.all(OPEN_RECEIPT_STANDINGS.map((standing) => this.receipts.list({ ...first, standing })))]).then(
          ([posts, receipts]) => ({ posts, receipts: openReceipts(receipts, OFFICE_PREVIEW_ROWS) }),
        );
      case 'meetings':
        // The server picks and orders them by its own clock, so the first rows are the soonest however many lie ahead.
        return Promise.all([this.meetings.meetings({ ...first, when: 'upcoming' }), this.meetings.meetings({ pageIndex: 1, pageSize: 1, reply: 'pending' })]).then(
          ([upcoming, pending]) => ({ upcoming, awaitingReply: pending.total }),
        );
      case 'messages':
        return this.messages.list({ box: 'inbox', read: 'unread', ...first }).then((unread) => ({ unread }));
      case 'cases':
        return this.cases.list({ ...first, state: 'open' }).then((open) => ({ open }));
    }
  }
}
