import type { ReactNode } from 'react';
import { SessionStore } from '../../../app/session/session.store';
import type { ActionButton, AffairDetail } from '../../../ports/api/process.dto';
import type { SimpleAction } from '../../../ports/process.port';
import { AccreditAnswerDialog } from './dialogs/accredit-answer-dialog';
import { AccreditDialog } from './dialogs/accredit-dialog';
import { ConfirmDialog } from './dialogs/confirm-dialog';
import type { ActionDialogProps } from './dialogs/dialog-props';
import { ForwardDialog, type ForwardAction } from './dialogs/forward-dialog';
import { OpinionDialog } from './dialogs/opinion-dialog';
import { useService } from '../../di/container-context';

const FORWARD: readonly string[] = ['send', 'specialSend', 'turnBack', 'transfer'] satisfies ForwardAction[];
const SIMPLE: readonly string[] = ['cancelRegistration', 'getBack', 'obsolete', 'restore', 'suspend', 'cancelSuspend'] satisfies SimpleAction[];
const isForward = (action: string): action is ForwardAction => FORWARD.includes(action);
const isSimple = (action: string): action is SimpleAction => SIMPLE.includes(action);

/** The dialog of the button pressed: one component per action family. */
export function ActionDialog({ button, detail, ...props }: Omit<ActionDialogProps, 'label' | 'visible'> & { button: ActionButton; detail: AffairDetail }): ReactNode {
  const userId = useService(SessionStore).getValue().user?.userId;
  const common = { ...props, label: button.label, visible: true };
  const { action } = button;
  if (isForward(action)) return <ForwardDialog action={action} {...common} />;
  if (isSimple(action)) return <ConfirmDialog action={action} title={detail.title} {...common} />;
  if (action === 'opinion') return <OpinionDialog {...common} />;
  if (action === 'accredit') return <AccreditDialog {...common} />;
  if (action === 'accreditAnswer') {
    // Only the delegations made to this user can be answered by them.
    const mine = detail.delegations.filter((row) => row.to === userId);
    return <AccreditAnswerDialog delegations={mine.length === 0 ? detail.delegations : mine} {...common} />;
  }
  return null;
}
