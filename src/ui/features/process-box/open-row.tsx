import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import './open-row.css';

/**
 * Table row props of a list whose rows open a record: the row takes focus and opens on Enter or
 * a mouse click, but only for itself, so the title button and any action button inside the row
 * keep their own click and Enter instead of opening the record a second time.
 */
export function openRowProps({ label, busy, className, onOpen }: { label: string; busy: boolean; className?: string; onOpen: () => void }) {
  return {
    tabIndex: 0,
    className: `open-row${busy ? ' open-row--busy' : ''}${className === undefined ? '' : ` ${className}`}`,
    'aria-label': label,
    'aria-busy': busy ? true : undefined,
    onClick: (event: MouseEvent<HTMLTableRowElement>) => {
      if (insideControl(event.target, event.currentTarget)) return;
      onOpen();
    },
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
      event.preventDefault();
      onOpen();
    },
  };
}

/** Whether a click landed on a button, link or field of the row rather than on its plain text. */
function insideControl(target: EventTarget, row: HTMLElement): boolean {
  if (!(target instanceof Element)) return false;
  const control = target.closest('button, a, input, label, [role="button"], [role="checkbox"]');
  return control !== null && row.contains(control);
}

/**
 * The record's title as the row's own control: a button, since opening first asks the server for
 * the details address. It looks like the product's link text, not a default button.
 */
export function OpenRowTitle({ onOpen, children }: { onOpen: () => void; children: ReactNode }): ReactNode {
  return (
    <button type="button" className="open-row__title" onClick={onOpen}>
      {children}
    </button>
  );
}
