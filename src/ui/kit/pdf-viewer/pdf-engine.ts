// The only module that touches pdfjs-dist. It is reached through the lazily loaded viewer, so
// pdf.js stays out of the login and shell chunks. The worker, character maps, standard fonts and
// wasm decoders are served from this build (vite.config.ts copies them under pdfjs/): no CDN.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

const ASSETS = `${import.meta.env.BASE_URL}pdfjs/`;

interface PdfRenderTask {
  readonly promise: Promise<void>;
  cancel(): void;
}

interface PdfPage {
  /** Size at scale 1, in CSS pixels. */
  readonly width: number;
  readonly height: number;
  render(canvas: HTMLCanvasElement, scale: number, pixelRatio: number): PdfRenderTask;
}

export interface PdfDocument {
  readonly numPages: number;
  getPage(pageNumber: number): Promise<PdfPage>;
  destroy(): Promise<void>;
}

export interface PdfLoading {
  readonly promise: Promise<PdfDocument>;
  destroy(): Promise<void>;
}

export function openPdf(url: string): PdfLoading {
  const task = getDocument({
    url,
    cMapUrl: `${ASSETS}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${ASSETS}standard_fonts/`,
    wasmUrl: `${ASSETS}wasm/`,
    isEvalSupported: false,
    withCredentials: false,
  });
  return { promise: task.promise.then(wrapDocument), destroy: () => task.destroy() };
}

function wrapDocument(doc: PDFDocumentProxy): PdfDocument {
  return {
    numPages: doc.numPages,
    getPage: async (pageNumber) => wrapPage(await doc.getPage(pageNumber)),
    destroy: () => doc.destroy(),
  };
}

function wrapPage(page: PDFPageProxy): PdfPage {
  const base = page.getViewport({ scale: 1 });
  return {
    width: base.width,
    height: base.height,
    render: (canvas, scale, pixelRatio) => {
      const viewport = page.getViewport({ scale });
      canvas.width = Math.floor(viewport.width * pixelRatio);
      canvas.height = Math.floor(viewport.height * pixelRatio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const task = page.render({
        canvas,
        viewport,
        ...(pixelRatio === 1 ? {} : { transform: [pixelRatio, 0, 0, pixelRatio, 0, 0] }),
      });
      return { promise: task.promise, cancel: () => task.cancel() };
    },
  };
}
