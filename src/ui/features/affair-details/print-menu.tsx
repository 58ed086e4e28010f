import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Dropdown from '@douyinfe/semi-ui-19/lib/es/dropdown';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import IconPrint from '@douyinfe/semi-icons/lib/es/icons/IconPrint';
import type { AffairDetailsStore } from '../../../app/process/affair-details.store';
import type { PrintTemplate } from '../../../ports/api/process.dto';
import type { DownloadedFile } from '../../../ports/process.port';
import { Dialog } from '../../kit/dialog';
import { DialogFooter } from '../../kit/dialog-footer';
import { detailsTexts as t } from './affair-details-texts';

// pdf.js lives only in this chunk, fetched the first time a preview opens.
const PdfViewer = lazy(() => import('../../kit/pdf-viewer/pdf-viewer'));

interface Preview {
  readonly url: string;
  readonly file: DownloadedFile;
  readonly name: string;
}

/** Saves a file the server made under its own name. */
function download(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; revoke on the next tick, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 打印: each print template as a PDF preview (pdf.js) or a Word download. */
export function PrintMenu({ store, templates, onError }: { store: AffairDetailsStore; templates: readonly PrintTemplate[]; onError: (message: string) => void }): ReactNode {
  const [preview, setPreview] = useState<Preview | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (preview === undefined) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);

  if (templates.length === 0) return null;

  const fetchFile = async (make: () => Promise<DownloadedFile>): Promise<DownloadedFile | undefined> => {
    setMenuOpen(false);
    setBusy(true);
    try {
      return await make();
    } catch (error) {
      onError(error instanceof Error && error.message.length > 0 ? error.message : t.printFailed);
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const openPdf = async (template: PrintTemplate): Promise<void> => {
    const file = await fetchFile(() => store.printPdf(template));
    if (file !== undefined) setPreview({ url: URL.createObjectURL(file.blob), file, name: template.name });
  };

  const saveWord = async (template: PrintTemplate): Promise<void> => {
    const file = await fetchFile(() => store.printWord(template));
    if (file !== undefined) download(file);
  };

  const menu = (
    <Dropdown.Menu>
      {templates.map((template) => [
        <Dropdown.Item key={`${template.reportDefineId}-pdf`} onClick={() => void openPdf(template)}>
          {t.printPdf(template.name)}
        </Dropdown.Item>,
        <Dropdown.Item key={`${template.reportId}-word`} onClick={() => void saveWord(template)}>
          {t.printWord(template.name)}
        </Dropdown.Item>,
      ])}
    </Dropdown.Menu>
  );

  return (
    <>
      <Dropdown trigger="custom" visible={menuOpen} onClickOutSide={() => setMenuOpen(false)} position="bottomRight" render={menu}>
        {/* Semi needs a DOM node to place the menu by, and puts its aria-expanded on it: a group may carry that. */}
        <span role="group">
          <Button icon={<IconPrint aria-hidden />} loading={busy} aria-expanded={menuOpen} onClick={() => setMenuOpen((open) => !open)}>
            {t.print}
          </Button>
        </span>
      </Dropdown>
      <Dialog
        title={preview?.name ?? t.print}
        visible={preview !== undefined}
        width="70%"
        onCancel={() => setPreview(undefined)}
        footer={<DialogFooter okText={t.close} onOk={() => setPreview(undefined)} />}
      >
        {preview === undefined ? null : (
          <Suspense
            fallback={
              <div role="status" className="affair-details__status">
                <Spin /> 正在加载文档查看器…
              </div>
            }
          >
            <PdfViewer url={preview.url} title={preview.name} downloadName={preview.file.fileName} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
