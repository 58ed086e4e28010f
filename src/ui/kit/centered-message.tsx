import type { ReactNode } from 'react';
import './centered-message.css';

/** A full-page message with an optional action, for not-found and not-available pages. */
export function CenteredMessage({ title, detail, action }: { title: string; detail?: string; action?: ReactNode }): ReactNode {
  return (
    <main className="centered-message">
      <h1>{title}</h1>
      {detail === undefined ? null : <p>{detail}</p>}
      {action}
    </main>
  );
}
