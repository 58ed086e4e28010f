import type { Directory } from '../directory/directory';
import { meetingMessages as m } from './meeting-messages';
import type { PersonRef, StoredMeeting } from './meeting-types';

/** Who is who for meetings: a unit is a division; its 办公室 approves its meetings. */

const staffOf = (dir: Directory) => dir.users.filter((u) => u.kind === 'staff');

/** The caller's unit (division code), or undefined for an unknown user. */
export const unitOf = (dir: Directory, userId: string): string | undefined => staffOf(dir).find((u) => u.userId === userId)?.divisionCode;

export const personOf = (dir: Directory, userId: string): PersonRef => ({ id: userId, name: dir.users.find((u) => u.userId === userId)?.nickName ?? m.unknownPerson });

export const deptNameOf = (dir: Directory, userId: string): string => {
  const deptId = dir.users.find((u) => u.userId === userId)?.deptId;
  return dir.departments.find((d) => d.deptId === deptId)?.deptName ?? '';
};

const OFFICE_NAME = '办公室';

/**
 * The approver of a unit's meetings: the 办公室 (which keeps the rooms in Chinese offices), its
 * first member by id so the choice is stable; a unit without one falls back to its first staff
 * member. Undefined for a unit without staff.
 */
export function approverOf(dir: Directory, divisionCode: string): string | undefined {
  const unitStaff = staffOf(dir)
    .filter((u) => u.divisionCode === divisionCode)
    .sort((a, b) => a.userId.localeCompare(b.userId));
  const office = dir.departments.find((d) => d.divisionCode === divisionCode && d.kind === 'office' && d.deptName === OFFICE_NAME);
  return (unitStaff.find((u) => u.deptId === office?.deptId) ?? unitStaff[0])?.userId;
}

/**
 * People-tree ids to staff ids: a person stays, a department brings every staff member of it and
 * of its sub-departments. Undefined when an id is neither (the field says so).
 */
export function expandAttendees(dir: Directory, ids: readonly string[]): string[] | undefined {
  const staff = staffOf(dir);
  const out = new Set<string>();
  for (const id of ids) {
    if (staff.some((u) => u.userId === id)) {
      out.add(id);
      continue;
    }
    if (!dir.departments.some((d) => d.deptId === id)) return undefined;
    const within = new Set([id]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const d of dir.departments) {
        if (d.parentId !== undefined && within.has(d.parentId) && !within.has(d.deptId)) {
          within.add(d.deptId);
          grew = true;
        }
      }
    }
    for (const u of staff) if (within.has(u.deptId)) out.add(u.userId);
  }
  return [...out];
}

/** Organiser, host, approver and attendees: the only people who learn the meeting exists. */
export const participates = (meeting: Pick<StoredMeeting, 'organizerId' | 'hostId' | 'approverId' | 'attendeeIds'>, userId: string): boolean =>
  meeting.organizerId === userId || meeting.hostId === userId || meeting.approverId === userId || meeting.attendeeIds.includes(userId);

/** Those who see every reply and the sign-in list. */
export const overseesReplies = (meeting: Pick<StoredMeeting, 'organizerId' | 'hostId' | 'approverId'>, userId: string): boolean =>
  meeting.organizerId === userId || meeting.hostId === userId || meeting.approverId === userId;
