import { useId, type ReactNode } from 'react';

/** What a control needs to show its field's message: Semi's red outline, aria-invalid and the message as its description. */
export interface FieldState {
  readonly validateStatus: 'default' | 'error';
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
}

/**
 * One labelled field of the administration forms, with its message under it (the server's or the
 * page's own). A div, not a label: a label passes every click inside it on to the first input it
 * holds, which opened and shut a filterable Select at once. The controls carry their names.
 */
export function Field({ label, error, wide = false, children }: { label: string; error: string | undefined; wide?: boolean; children: (state: FieldState) => ReactNode }): ReactNode {
  const errorId = useId();
  const failed = error !== undefined;
  return (
    <div className={wide ? 'admin-field admin-field--wide' : 'admin-field'}>
      <span className="admin-field__label">{label}</span>
      {children({ validateStatus: failed ? 'error' : 'default', 'aria-invalid': failed, 'aria-describedby': failed ? errorId : undefined })}
      <span id={errorId} className="admin-field__error" role={failed ? 'alert' : undefined}>
        {error ?? ''}
      </span>
    </div>
  );
}
