import type { ReactNode } from 'react';
import { formatBadge } from '../../../domain/format/badge';
import { shellTexts as t } from '../shell-texts';

/** A count badge: 99+ above 99, nothing for 0 (SPEC section 9). */
export function CountBadge({ count }: { count: number }): ReactNode {
  const text = formatBadge(count);
  if (text === undefined) return null;
  return (
    <span className="shell-badge" title={t.badgeLabel(text)}>
      {text}
    </span>
  );
}
