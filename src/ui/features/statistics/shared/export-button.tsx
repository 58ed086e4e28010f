import type { ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { statisticsTexts as t } from './statistics-texts';
import type { Export } from './use-export';

/** 导出 Excel: busy while the file comes, and deaf to a second click until it has. */
export function ExportButton({ exporter, disabled = false }: { readonly exporter: Export; readonly disabled?: boolean }): ReactNode {
  return (
    <Button loading={exporter.busy} disabled={disabled || exporter.busy} onClick={() => void exporter.run()}>
      {exporter.busy ? t.exporting : t.export}
    </Button>
  );
}
