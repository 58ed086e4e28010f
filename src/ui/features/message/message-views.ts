/**
 * The four 秘书 pages behind one lazy import: the menu's lists and the two SPEC routes then share
 * one chunk list in the shell instead of four.
 */
export { InboxPage, SentPage } from './message-list-page';
export { default as MessageComposePage } from './message-compose-page';
export { default as MessageDetailPage } from './message-detail-page';
