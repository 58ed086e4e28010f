import type { StoredMessage } from './message-types';

/** The compose page names its attachments' key MSG-<uuid> before the message exists. */
export const MESSAGE_FILES_PREFIX = 'MSG-';

/**
 * Rights on a message's attachments. Before sending, the key is the composer's own (a random
 * uuid nobody else learns): any staff member holding it may attach and remove. Once a message
 * carries it, the attachments are frozen and only its sender and recipients see them.
 */
export function messageFileRights(carriers: readonly StoredMessage[], isStaff: boolean, userId: string): { see: boolean; change: boolean; handle: boolean } {
  if (!isStaff) return { see: false, change: false, handle: false };
  if (carriers.length === 0) return { see: true, change: true, handle: true };
  const party = carriers.some((msg) => msg.senderId === userId || msg.recipients.some((r) => r.userId === userId));
  return { see: party, change: false, handle: false };
}
