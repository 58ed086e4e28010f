import type { ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import type { ImportReport } from '../../../domain/ledger/ledger-form-types';
import { Dialog } from '../../kit/dialog';
import { manualTexts } from './manual-texts';

const t = manualTexts.report;

/** What an import did: how many rows were added or skipped as already there, and each refused row with its reasons. */
export function ManualImportReport({ report, onClose }: { readonly report: ImportReport; readonly onClose: () => void }): ReactNode {
  return (
    <Dialog visible title={t.title} onCancel={onClose} footer={<Button onClick={onClose}>{t.close}</Button>}>
      <p role="status" className="manual-ledger__summary">
        {t.summary(report.imported, report.duplicates, report.refused.length)}
      </p>
      {report.refused.length === 0 ? null : (
        <section aria-label={t.refused}>
          <h3 className="manual-ledger__subheading">{t.refused}</h3>
          <ul className="manual-ledger__refused">
            {report.refused.flatMap((row) => row.reasons.map((reason) => <li key={`${row.line}-${reason}`}>{reason}</li>))}
          </ul>
        </section>
      )}
    </Dialog>
  );
}
