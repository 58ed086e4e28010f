import type { ReactNode } from 'react';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import type { TemporaryLandStatus } from '../../../domain/temporary-land/status';

/** One colour per status, from calm (使用中) to alarm (逾期未复垦). */
const COLOURS: Readonly<Record<TemporaryLandStatus, 'blue' | 'orange' | 'amber' | 'violet' | 'green' | 'red'>> = {
  using: 'blue',
  expiring: 'orange',
  awaitingReclamation: 'amber',
  underAcceptance: 'violet',
  reclaimed: 'green',
  overdue: 'red',
};

export function LandStatusTag({ status, label }: { readonly status: TemporaryLandStatus; readonly label: string }): ReactNode {
  return (
    <Tag className={`land-status land-status--${status}`} color={COLOURS[status]} size="large">
      {label}
    </Tag>
  );
}
