import type { ReactNode } from 'react';
import { SessionStore } from '../../../app/session/session.store';
import { errorMessages } from '../../../domain/errors/messages';
import { Dialog } from '../../kit/dialog';
import { DialogFooter } from '../../kit/dialog-footer';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { accountTexts as t } from './account-texts';

/** SPEC section 8: the account signed in elsewhere; confirming logs this browser out. */
export function RemoteLoginDialog(): ReactNode {
  const session = useService(SessionStore);
  const { remoteLogin } = useStore(session);
  if (remoteLogin === undefined) return null;
  return (
    <Dialog
      title={t.remoteTitle}
      visible
      closable={false}
      maskClosable={false}
      footer={<DialogFooter okText={t.remoteConfirm} onOk={() => void session.confirmRemoteLogin()} />}
    >
      {errorMessages.remoteLogin(remoteLogin.place, remoteLogin.time)}
    </Dialog>
  );
}
