import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { openPdf, type PdfDocument } from './pdf-engine';
import './pdf-viewer.css';

/** Zoom steps; the default is 100% (an A4 page is then 595 px wide). */
export const ZOOM_STEPS: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const DEFAULT_ZOOM = ZOOM_STEPS.indexOf(1);

type DocState = { readonly status: 'loading' } | { readonly status: 'error' } | { readonly status: 'ready'; readonly doc: PdfDocument };

export interface PdfViewerProps {
  /** Where the PDF is fetched from (same origin). */
  readonly url: string;
  /** The accessible name of the document region, e.g. 用户手册. */
  readonly title: string;
  /** When given, a 下载 link saves the file under this name. */
  readonly downloadName?: string;
}

const isCancelled = (error: unknown): boolean => error instanceof Error && error.name === 'RenderingCancelledException';

/**
 * A small pdf.js viewer: one page at a time on a canvas, page x/N with previous/next, zoom out/in.
 * Keyboard: the buttons are ordinary buttons, and the page area (focusable) takes ←/→, PageUp/
 * PageDown, Home/End, + and -. Keep it behind React.lazy: it pulls in pdf.js.
 */
export default function PdfViewer({ url, title, downloadName }: PdfViewerProps): ReactNode {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DocState>({ status: 'loading' });
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [pageFailed, setPageFailed] = useState(false);
  const [rendering, setRendering] = useState(true);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let live = true;
    const loading = openPdf(url);
    loading.promise.then(
      (doc) => {
        if (live) setState({ status: 'ready', doc });
      },
      (error: unknown) => {
        if (!live) return;
        console.warn('pdf load failed', error);
        setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
      void loading.destroy();
    };
  }, [url, attempt]);

  const doc = state.status === 'ready' ? state.doc : undefined;
  const scale = ZOOM_STEPS[zoom] ?? 1;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (doc === undefined || canvas === null) return;
    let live = true;
    let cancel: (() => void) | undefined;
    doc
      .getPage(pageNumber)
      .then((page) => {
        if (!live) return;
        const task = page.render(canvas, scale, window.devicePixelRatio || 1);
        cancel = task.cancel;
        return task.promise.then(() => {
          if (!live) return;
          setPageFailed(false);
          setRendering(false);
        });
      })
      .catch((error: unknown) => {
        if (!live || isCancelled(error)) return;
        console.warn('pdf page render failed', error);
        setPageFailed(true);
        setRendering(false);
      });
    return () => {
      live = false;
      cancel?.();
    };
  }, [doc, pageNumber, scale]);

  const pageCount = doc?.numPages ?? 0;
  const goTo = useCallback(
    (target: number) => {
      const next = Math.min(Math.max(target, 1), pageCount);
      if (next === pageNumber || pageCount === 0) return;
      setRendering(true);
      setPageNumber(next);
    },
    [pageCount, pageNumber],
  );
  const zoomTo = useCallback(
    (target: number) => {
      const next = Math.min(Math.max(target, 0), ZOOM_STEPS.length - 1);
      if (next === zoom) return;
      setRendering(true);
      setZoom(next);
    },
    [zoom],
  );
  const retry = (): void => {
    setState({ status: 'loading' });
    setPageNumber(1);
    setRendering(true);
    setPageFailed(false);
    setAttempt((n) => n + 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const actions: Readonly<Record<string, () => void>> = {
      ArrowLeft: () => goTo(pageNumber - 1),
      PageUp: () => goTo(pageNumber - 1),
      ArrowRight: () => goTo(pageNumber + 1),
      PageDown: () => goTo(pageNumber + 1),
      Home: () => goTo(1),
      End: () => goTo(pageCount),
      '+': () => zoomTo(zoom + 1),
      '=': () => zoomTo(zoom + 1),
      '-': () => zoomTo(zoom - 1),
    };
    const action = actions[event.key];
    if (action === undefined || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    action();
  };

  if (state.status === 'loading') {
    return (
      <div className="pdf-viewer pdf-viewer--message" role="status">
        <Spin />
        <span>正在加载文档…</span>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="pdf-viewer pdf-viewer--message" role="alert">
        <span>文档加载失败，请检查网络后重试。</span>
        <Button onClick={retry}>重 试</Button>
      </div>
    );
  }

  return (
    <div className="pdf-viewer">
      <div className="pdf-viewer__toolbar" role="toolbar" aria-label={`${title}工具栏`}>
        <Button disabled={pageNumber <= 1} onClick={() => goTo(pageNumber - 1)}>
          上一页
        </Button>
        <span className="pdf-viewer__page" aria-live="polite">
          第 {pageNumber} / {pageCount} 页
        </span>
        <Button disabled={pageNumber >= pageCount} onClick={() => goTo(pageNumber + 1)}>
          下一页
        </Button>
        <span className="pdf-viewer__gap" />
        <Button disabled={zoom <= 0} onClick={() => zoomTo(zoom - 1)}>
          缩小
        </Button>
        <span className="pdf-viewer__zoom" aria-live="polite" aria-label={`缩放 ${Math.round(scale * 100)}%`}>
          {Math.round(scale * 100)}%
        </span>
        <Button disabled={zoom >= ZOOM_STEPS.length - 1} onClick={() => zoomTo(zoom + 1)}>
          放大
        </Button>
        {downloadName === undefined ? null : (
          <a className="pdf-viewer__download" href={url} download={downloadName}>
            下载
          </a>
        )}
      </div>
      <div
        className="pdf-viewer__body"
        role="region"
        aria-label={`${title}，第 ${pageNumber} 页，共 ${pageCount} 页；左右方向键翻页，加号减号缩放`}
        aria-busy={rendering}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {pageFailed ? (
          <p className="pdf-viewer__page-error" role="alert">
            第 {pageNumber} 页显示失败。
          </p>
        ) : null}
        <canvas ref={canvasRef} className="pdf-viewer__canvas" hidden={pageFailed} aria-hidden="true" />
      </div>
    </div>
  );
}
