import type { Directory } from '../directory/directory';
import type { MessageRecipient, StoredMessage } from './message-types';

/** Every department inside the chosen one (itself included). */
function departmentsUnder(dir: Pick<Directory, 'departments'>, deptId: string): Set<string> {
  const found = new Set([deptId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const dept of dir.departments) {
      if (dept.parentId !== undefined && found.has(dept.parentId) && !found.has(dept.deptId)) {
        found.add(dept.deptId);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * The people a message goes to: the chosen persons, then every staff member of the chosen
 * departments (their sub-departments too), each once, in that order. The sender is left out when
 * only a department brought them in: writing to one's own office does not fill one's own inbox.
 */
export function expandRecipients(dir: Pick<Directory, 'users' | 'departments'>, senderId: string, persons: readonly string[], departments: readonly string[]): string[] {
  const staff = dir.users.filter((u) => u.kind === 'staff');
  const chosen = new Set<string>();
  for (const id of persons) if (staff.some((u) => u.userId === id)) chosen.add(id);
  for (const deptId of departments) {
    const under = departmentsUnder(dir, deptId);
    for (const u of staff) if (under.has(u.deptId) && u.userId !== senderId) chosen.add(u.userId);
  }
  return [...chosen];
}

/** Only the sender and the recipients see a message, and not after they deleted it for themselves. */
export function canSee(message: StoredMessage, userId: string): boolean {
  if (message.hiddenFor.includes(userId)) return false;
  return message.senderId === userId || message.recipients.some((r) => r.userId === userId);
}

/** The recipients after userId opened the message: the first reading's time stays. */
export function markRead(recipients: readonly MessageRecipient[], userId: string, at: string): MessageRecipient[] {
  return recipients.map((r) => (r.userId === userId && r.readAt === undefined ? { ...r, readAt: at } : r));
}

export const isUnreadFor = (message: StoredMessage, userId: string): boolean =>
  !message.hiddenFor.includes(userId) && message.recipients.some((r) => r.userId === userId && r.readAt === undefined);

/** The 收件箱 badge. */
export const unreadMessageCount = (messages: readonly StoredMessage[], userId: string): number => messages.filter((m) => isUnreadFor(m, userId)).length;
