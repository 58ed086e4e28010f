/** 秘书: personal messages between staff. */

export const SUBJECT_MAX = 100;
export const BODY_MAX = 5000;
export const PICKS_MAX = 50;
export const MESSAGE_SEARCH_MAX = 50;
export const MESSAGE_PAGE_SIZE_MAX = 100;
export const MESSAGE_ID_MAX = 24;
/** The compose page names the attachments' files key before sending; it also makes a repeated send idempotent. */
export const FILES_KEY_PATTERN = /^MSG-[A-Za-z0-9-]{8,48}$/;

export const MESSAGE_BOXES = ['inbox', 'sent'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];
/** 收件箱 narrowed to what the user has not opened (我的办公 counts it as the badge does). */
export const MESSAGE_READ_FILTERS = ['unread'] as const;
export type MessageReadFilter = (typeof MESSAGE_READ_FILTERS)[number];

export interface MessageRecipient {
  readonly userId: string;
  /** When the recipient first opened it; never changes once set. */
  readonly readAt?: string;
}

/** A message as db.json and the memory backend keep it. */
export interface StoredMessage {
  readonly id: string;
  readonly senderId: string;
  readonly recipients: readonly MessageRecipient[];
  readonly subject: string;
  readonly body: string;
  readonly filesKey: string;
  /** A forward carries the original's attachments by its files key. */
  readonly forwardFilesKey?: string;
  readonly sentAt: string;
  /** Who deleted it from their own lists; the others still see it. */
  readonly hiddenFor: readonly string[];
}

export interface MessageBook {
  readonly messages: readonly StoredMessage[];
  readonly sequence: number;
}

/** What the sender chose and typed. */
export interface MessageSend {
  readonly persons: readonly string[];
  readonly departments: readonly string[];
  readonly subject: string;
  readonly body: string;
  readonly filesKey: string;
  /** The forwarded message, whose attachments come along. */
  readonly forwardOf?: string;
}

export interface MessageQuery {
  readonly box: MessageBox;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly text?: string;
  /** 'unread': only the messages the caller has not opened (收件箱 only). */
  readonly read?: MessageReadFilter;
}

export interface MessageRow {
  readonly id: string;
  readonly subject: string;
  readonly senderName: string;
  readonly recipientNames: string;
  readonly sentAt: string;
  /** Inbox: whether I read it; sent: whether every recipient did. */
  readonly read: boolean;
  readonly readCount: number;
  readonly recipientCount: number;
}

export interface MessageReceipt {
  readonly userId: string;
  readonly name: string;
  /** Only the sender sees when each recipient read it. */
  readonly readAt?: string;
}

export interface MessageDetail {
  readonly id: string;
  readonly subject: string;
  readonly body: string;
  readonly senderId: string;
  readonly senderName: string;
  readonly sentAt: string;
  readonly mine: boolean;
  readonly recipients: readonly MessageReceipt[];
  readonly filesKey: string;
  readonly forwardFilesKey?: string;
}

/** A field's message per field name (recipients, subject, body). */
export type MessageProblems = Readonly<Record<string, string>>;
