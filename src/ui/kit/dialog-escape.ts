import type { KeyboardEvent } from 'react';

/**
 * A Semi dialog's props, closed by a callback that needs no event. With one, Escape always closes
 * it; without, it cannot be dismissed, only answered.
 */
export type Closable<P> = Omit<P, 'onCancel' | 'closeOnEsc'> & { readonly onCancel?: () => void };

/**
 * A dialog's Escape from a collapsed Select, TreeSelect or DatePicker. Semi's popup trigger stops
 * the key whether its list is open or not, so a Modal never heard Escape while one of them had
 * focus. Put on the dialog (kit/dialog.tsx, kit/sheet.tsx) as onKeyDownCapture, it closes the
 * dialog as Escape does from anywhere else in it; with the list open, the list closes first, as Semi does.
 */
export function escapeFromCollapsedTrigger(onClose: () => void): (event: KeyboardEvent) => void {
  return (event) => {
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
    // React bubbles a portal's events to its React parents: a dialog opened from inside another
    // dialog is a DOM stranger to it, and its Escape is its own.
    if (!(event.currentTarget instanceof Element) || !event.currentTarget.contains(event.target)) return;
    const trigger = event.target.closest('[aria-expanded]');
    if (trigger === null || trigger.getAttribute('aria-expanded') === 'true') return;
    // Stopped here, the Modal's own Escape listener does not close the dialog a second time.
    event.stopPropagation();
    onClose();
  };
}
