/**
 * The 秘书 pages behind one lazy import: the menu's lists and the SPEC routes then share
 * one chunk list instead of one each.
 */
export { InboxPage, SentPage } from './message-list-page';
export { default as MessageComposePage } from './message-compose-page';
export { default as MessageDetailPage } from './message-detail-page';
export { default as MessagePdfPage } from './message-pdf-page';
