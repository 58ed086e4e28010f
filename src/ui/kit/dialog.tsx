import type { ReactNode } from 'react';
import Modal, { type ModalReactProps } from '@douyinfe/semi-ui-19/lib/es/modal';
import { escapeFromCollapsedTrigger, type Closable } from './dialog-escape';
import './dialog.css';

/**
 * The product's Modal. Every dialog goes through it (the lint config forbids Semi's own elsewhere),
 * so none can forget that Escape from a collapsed Select, TreeSelect or DatePicker must close it
 * too, as it does from any other field.
 */
export function Dialog({ onCancel, ...props }: Closable<ModalReactProps>): ReactNode {
  if (onCancel === undefined) return <Modal {...props} closeOnEsc={false} />;
  return (
    <Modal
      {...props}
      onCancel={onCancel}
      closeOnEsc
      modalRender={(node) => (
        <div className="escape-scope" onKeyDownCapture={escapeFromCollapsedTrigger(onCancel)}>
          {node}
        </div>
      )}
    />
  );
}
