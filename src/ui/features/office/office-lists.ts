import type { CasesOverview, DocumentsOverview, MeetingsOverview, MessagesOverview } from '../../../app/office/my-office.store';
import { listPageSize } from '../../../app/shared/list-page-size';
import { caseDetailsPath } from '../../../domain/case/case-links';
import { formatDateTime } from '../../../domain/format/date';
import { REPLY_ANSWER_LABELS, type MeetingRow } from '../../../domain/meeting/meeting-types';
import { caseListUrl } from '../case/case-address';
import { APPLICATION_LIST, meetingUrl } from '../meeting/meeting-address';
import { INBOX_ROUTE, messageUrl } from '../message/message-address';
import type { OfficeList } from './office-section';
import { officeTexts as t } from './office-texts';

/** The list pages behind 查看全部 and the details each row opens: the areas' own addresses. */
const POST_ROUTE = '/document/post/draft';
const RECEIPT_ROUTE = '/document/receive/register';
const when = (iso: string): string => formatDateTime(Date.parse(iso));

export function documentLists({ posts, receipts }: DocumentsOverview): OfficeList[] {
  return [
    {
      key: 'posts',
      count: t.postsCount(posts.total),
      allHref: POST_ROUTE,
      allLabel: t.posts,
      rows: posts.rows.map((post) => ({ key: post.id, href: `${POST_ROUTE}?id=${encodeURIComponent(post.id)}`, title: post.title, meta: post.statusLabel, tag: t.posts })),
    },
    {
      key: 'receipts',
      count: t.receiptsCount(receipts.total),
      allHref: RECEIPT_ROUTE,
      allLabel: t.receipts,
      rows: receipts.rows.map((receipt) => ({
        key: receipt.id,
        href: `${RECEIPT_ROUTE}?id=${encodeURIComponent(receipt.id)}`,
        title: receipt.title,
        meta: t.deadline(receipt.deadlineLabel),
        tag: t.receipts,
      })),
    },
  ];
}

const replyTag = (row: MeetingRow): string | undefined => (row.myReply === undefined ? (row.status === 'approved' ? undefined : row.statusLabel) : REPLY_ANSWER_LABELS[row.myReply]);

export function meetingLists({ upcoming, awaitingReply }: MeetingsOverview): OfficeList[] {
  return [
    {
      key: 'meetings',
      count: `${t.meetingsCount(upcoming.total)}，${t.awaitingReply(awaitingReply)}`,
      allHref: APPLICATION_LIST,
      allLabel: t.sections.meetings,
      rows: upcoming.rows.map((row) => {
        const tag = replyTag(row);
        return {
          key: row.id,
          href: meetingUrl(row.id),
          title: row.subject,
          meta: `${row.date} ${row.start}–${row.end} ${row.roomName} ${t.organiser(row.organizerName)}`,
          ...(tag === undefined ? {} : { tag }),
        };
      }),
    },
  ];
}

export function messageLists({ unread }: MessagesOverview): OfficeList[] {
  return [
    {
      key: 'messages',
      count: t.unreadCount(unread.total),
      allHref: INBOX_ROUTE,
      allLabel: t.sections.messages,
      rows: unread.rows.map((row) => ({ key: row.id, href: messageUrl(row.id), title: row.subject, meta: `${t.from(row.senderName)} ${when(row.sentAt)}` })),
    },
  ];
}

export function caseLists({ open }: CasesOverview): OfficeList[] {
  return [
    {
      key: 'cases',
      count: t.casesCount(open.total),
      allHref: caseListUrl({ pageIndex: 1, pageSize: listPageSize(), state: 'open' }),
      allLabel: t.sections.cases,
      rows: open.rows.map((row) => ({ key: row.id, href: caseDetailsPath(row.id), title: `${row.caseNumber} ${row.partyName}`, meta: t.holder(row.stepName, row.holderName) })),
    },
  ];
}
