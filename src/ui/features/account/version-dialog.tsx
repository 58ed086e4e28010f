import type { ReactNode } from 'react';
import { Dialog } from '../../kit/dialog';
import { DialogFooter } from '../../kit/dialog-footer';
import { VersionStore } from '../../../app/version/version.store';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { accountTexts as t } from './account-texts';
import './account-dialogs.css';

/** SPEC section 4: on a first visit, five numbered lines describe the current version. */
export function VersionDialog(): ReactNode {
  const store = useService(VersionStore);
  const { visible, info } = useStore(store);
  if (info === undefined) return null;
  const values = [info.id, info.name, info.content, info.version, info.releaseTime];
  return (
    <Dialog
      title={t.versionTitle}
      visible={visible}
      onCancel={() => void store.close()}
      footer={<DialogFooter okText={t.versionConfirm} onOk={() => void store.close()} />}
      width={560}
    >
      <ol className="version-list">
        {t.versionFields.map((label, index) => (
          <li key={label}>
            <strong>{label}：</strong>
            <span className={index === 2 ? 'version-content' : undefined}>{values[index]}</span>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
