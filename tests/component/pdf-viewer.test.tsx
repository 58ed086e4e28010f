// jsdom has no canvas 2D context and cannot run the pdf.js worker, so pdf.js itself is not run
// here: the one module that wraps it (pdf-engine.ts) is replaced by a controllable fake, and the
// viewer's states, paging, zoom and keyboard handling are tested against it.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PdfDocument, PdfLoading } from '../../src/ui/kit/pdf-viewer/pdf-engine';

interface Opened {
  readonly url: string;
  resolve(doc: PdfDocument): void;
  reject(error: Error): void;
  readonly destroy: ReturnType<typeof vi.fn>;
}

const engine = vi.hoisted(() => ({ opened: [] as Opened[], renders: [] as { page: number; scale: number }[] }));

vi.mock('../../src/ui/kit/pdf-viewer/pdf-engine', () => ({
  openPdf: (url: string): PdfLoading => {
    let resolve: (doc: PdfDocument) => void = () => undefined;
    let reject: (error: Error) => void = () => undefined;
    const promise = new Promise<PdfDocument>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    const destroy = vi.fn(() => Promise.resolve());
    engine.opened.push({ url, resolve, reject, destroy });
    return { promise, destroy };
  },
}));

const { default: PdfViewer } = await import('../../src/ui/kit/pdf-viewer/pdf-viewer');

function fakeDocument(numPages: number, failingPage?: number): PdfDocument {
  return {
    numPages,
    destroy: () => Promise.resolve(),
    getPage: (page) =>
      Promise.resolve({
        width: 595,
        height: 842,
        render: (_canvas, scale) => {
          engine.renders.push({ page, scale });
          return { promise: page === failingPage ? Promise.reject(new Error('bad page')) : Promise.resolve(), cancel: () => undefined };
        },
      }),
  };
}

const lastOpened = (): Opened => {
  const opened = engine.opened.at(-1);
  if (opened === undefined) throw new Error('openPdf was not called');
  return opened;
};

describe('PdfViewer', () => {
  beforeEach(() => {
    engine.opened.length = 0;
    engine.renders.length = 0;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the loading state, then page 1 of N at 100%', async () => {
    render(<PdfViewer url="/api/user/public/manual.pdf" title="用户手册" downloadName="手册.pdf" />);
    expect(screen.getByRole('status').textContent).toContain('正在加载文档…');
    expect(lastOpened().url).toBe('/api/user/public/manual.pdf');
    await act(async () => lastOpened().resolve(fakeDocument(3)));
    expect(screen.getByText('第 1 / 3 页')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: '下载' }).getAttribute('download')).toBe('手册.pdf');
    await waitFor(() => expect(engine.renders).toContainEqual({ page: 1, scale: 1 }));
    await waitFor(() => expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('false'));
  });

  it('pages and zooms with the buttons', async () => {
    const user = userEvent.setup();
    render(<PdfViewer url="/m.pdf" title="用户手册" />);
    await act(async () => lastOpened().resolve(fakeDocument(2)));
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(screen.getByText('第 2 / 2 页')).toBeTruthy();
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '放大' }));
    expect(screen.getByText('125%')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '缩小' }));
    await user.click(screen.getByRole('button', { name: '缩小' }));
    expect(screen.getByText('75%')).toBeTruthy();
    await waitFor(() => expect(engine.renders).toContainEqual({ page: 2, scale: 0.75 }));
    await user.click(screen.getByRole('button', { name: '上一页' }));
    expect(screen.getByText('第 1 / 2 页')).toBeTruthy();
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    render(<PdfViewer url="/m.pdf" title="用户手册" />);
    await act(async () => lastOpened().resolve(fakeDocument(5)));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '下一页' }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('第 2 / 5 页')).toBeTruthy();
    screen.getByRole('region').focus();
    await user.keyboard('{ArrowRight}{PageDown}');
    expect(screen.getByText('第 4 / 5 页')).toBeTruthy();
    await user.keyboard('{End}');
    expect(screen.getByText('第 5 / 5 页')).toBeTruthy();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByText('第 1 / 5 页')).toBeTruthy();
    await user.keyboard('++');
    expect(screen.getByText('150%')).toBeTruthy();
    await user.keyboard('-');
    expect(screen.getByText('125%')).toBeTruthy();
  });

  it('shows the error state in Chinese and retries', async () => {
    const user = userEvent.setup();
    render(<PdfViewer url="/m.pdf" title="用户手册" />);
    const first = lastOpened();
    await act(async () => first.reject(new Error('404')));
    expect(screen.getByRole('alert').textContent).toContain('文档加载失败，请检查网络后重试。');
    await user.click(screen.getByRole('button', { name: '重 试' }));
    expect(screen.getByRole('status').textContent).toContain('正在加载文档…');
    expect(engine.opened).toHaveLength(2);
    expect(first.destroy).toHaveBeenCalled();
    await act(async () => lastOpened().resolve(fakeDocument(1)));
    expect(screen.getByText('第 1 / 1 页')).toBeTruthy();
  });

  it('says so when a page cannot be drawn', async () => {
    render(<PdfViewer url="/m.pdf" title="用户手册" />);
    await act(async () => lastOpened().resolve(fakeDocument(2, 1)));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('第 1 页显示失败。'));
  });

  it('destroys the loading task when unmounted', async () => {
    const view = render(<PdfViewer url="/m.pdf" title="用户手册" />);
    const opened = lastOpened();
    view.unmount();
    expect(opened.destroy).toHaveBeenCalled();
  });
});
