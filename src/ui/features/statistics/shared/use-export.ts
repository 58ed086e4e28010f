import { useRef, useState } from 'react';
import type { DownloadedFile } from '../../../../ports/process.port';
import { saveBlob } from '../../../kit/files/save-blob';

export interface Export {
  readonly busy: boolean;
  /** Fetches and saves the file; a call while one is under way does nothing. */
  readonly run: () => Promise<void>;
}

/**
 * One export at a time, saved under the server's name. make answers undefined when the page has
 * already said why there is no file.
 */
export function useExport(make: () => Promise<DownloadedFile | undefined>): Export {
  const [busy, setBusy] = useState(false);
  // The state lags a render behind a quick double click; the ref does not.
  const running = useRef(false);
  const run = async (): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const file = await make();
      if (file !== undefined) saveBlob(file.blob, file.fileName);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
