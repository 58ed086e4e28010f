import type { KeyboardEvent } from 'react';

/**
 * A dialog's Escape from a collapsed Select, TreeSelect or DatePicker. Semi's popup trigger stops
 * the key whether its list is open or not, so a Modal never heard Escape while one of them had
 * focus. Put on the dialog's content as onKeyDownCapture, it closes the dialog as Escape does from
 * anywhere else in it; with the list open, the list closes first, as Semi does.
 */
export function escapeFromCollapsedTrigger(onClose: () => void): (event: KeyboardEvent) => void {
  return (event) => {
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
    const trigger = event.target.closest('[aria-expanded]');
    if (trigger === null || trigger.getAttribute('aria-expanded') === 'true') return;
    // Stopped here, the Modal's own Escape listener does not close the dialog a second time.
    event.stopPropagation();
    onClose();
  };
}
