import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { DEMO_GBK_NOTE_FIRST_LINE } from '../../src/demo/demo-gbk-note';
import { fileMessages } from '../../src/domain/files/file-messages';
import type { FileEntry } from '../../src/ports/api/files.dto';
import { FileApi } from '../../src/ports/files.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { FilesPanel, type FilesPanelProps } from '../../src/ui/kit/files/files-panel';
import { createMemoryContainer } from './support/memory-container';

/** The panel on the memory adapters, signed in as county; failFirstUpload makes the first upload fail once. */
async function setup(props: FilesPanelProps, options: { failFirstUpload?: boolean } = {}) {
  const { container, notices } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account('county')?.password ?? '';
  await container.get(SessionStore).login({ username: 'county', password, captcha: 'mem8', remember: false });
  const uploads = vi.fn();
  if (options.failFirstUpload === true) {
    const real = container.get(FileApi);
    let failed = false;
    const flaky: FileApi = {
      list: (key) => real.list(key),
      upload: (key, file, name, onProgress) => {
        uploads(name);
        if (!failed) {
          failed = true;
          return Promise.reject(new Error('network down'));
        }
        return real.upload(key, file, name, onProgress);
      },
      remove: (id) => real.remove(id),
      authorize: (key) => real.authorize(key),
      preview: (access) => real.preview(access),
      download: (access) => real.download(access),
    };
    container.rebindSync(FileApi).toConstantValue(flaky);
  }
  const router = createMemoryRouter([{ path: '/', element: <FilesPanel {...props} /> }]);
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { notices, uploads };
}

const choose = (files: File[]): void => {
  fireEvent.change(screen.getByLabelText('点击选择文件'), { target: { files } });
};
const text = (name: string, content = '内容'): File => new File([content], name, { type: 'text/plain' });
const rows = (): HTMLElement[] => screen.queryAllByTestId('files-row');
const rowOf = (name: string): HTMLElement => {
  const row = rows().find((candidate) => candidate.textContent?.includes(name));
  if (row === undefined) throw new Error(`no row ${name}`);
  return row;
};

describe('FilesPanel on the memory adapters', () => {
  it('lists a record\'s files with type icons, human sizes, uploader and date', async () => {
    await setup({ filesKey: 'FJ-DEMO-0001', readOnly: true });
    await waitFor(() => expect(rows()).toHaveLength(5));
    const pdf = rowOf('审批意见.pdf');
    expect(within(pdf).getByRole('img', { name: 'PDF 文档' })).toBeTruthy();
    expect(within(pdf).getByText(/^\d+(\.\d)? (B|KB)$/)).toBeTruthy();
    expect(within(pdf).getByText('陈志强')).toBeTruthy();
    expect(within(pdf).getByText('2026-10-12 09:20')).toBeTruthy();
    expect(within(rowOf('.dwg')).getByRole('img', { name: 'CAD 图纸' })).toBeTruthy();
    expect(screen.queryByTestId('files-drop-zone')).toBeNull();
    expect(within(pdf).queryByRole('button', { name: /^删除/ })).toBeNull();
  });

  it('refuses a choice beyond the limit with 当前限制选择{n}个文件 and uploads one within it, firing success', async () => {
    const onSuccess = vi.fn();
    const { notices } = await setup({ filesKey: 'FJ-DEMO-COMPONENT-LIMIT', limit: 2, onSuccess });
    await screen.findByText('暂无附件');
    choose([text('一.txt'), text('二.txt'), text('三.txt')]);
    await waitFor(() => expect(notices.map((notice) => notice.message)).toContain('当前限制选择2个文件'));
    expect(rows()).toHaveLength(0);
    choose([text('一.txt'), text('二.txt')]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(onSuccess.mock.calls.map((call) => (call[0] as FileEntry).fileName).sort()).toEqual(['一.txt', '二.txt']);
    choose([text('三.txt')]);
    await waitFor(() => expect(notices.filter((notice) => notice.message === '当前限制选择2个文件')).toHaveLength(2));
  });

  it('refuses an oversized file before sending, with the limit in the message', async () => {
    const onError = vi.fn();
    const { notices, uploads } = await setup({ filesKey: 'FJ-DEMO-COMPONENT-SIZE', maxBytes: 10, onError }, { failFirstUpload: true });
    await screen.findByText('暂无附件');
    choose([text('大文件.txt', '超过十个字节的内容')]);
    const message = fileMessages.tooLarge('大文件.txt', 10);
    await waitFor(() => expect(notices.map((notice) => notice.message)).toContain(message));
    expect(message).toContain('10 B');
    expect(onError).toHaveBeenCalledWith('大文件.txt', message);
    expect(uploads).not.toHaveBeenCalled();
  });

  it('retries a failed upload with the same file, without choosing it again', async () => {
    const { uploads } = await setup({ filesKey: 'FJ-DEMO-COMPONENT-RETRY' }, { failFirstUpload: true });
    await screen.findByText('暂无附件');
    choose([text('重试.txt')]);
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByText(fileMessages.uploadFailed)).toBeTruthy();
    fireEvent.click(retry);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(uploads.mock.calls).toEqual([['重试.txt'], ['重试.txt']]);
    expect(screen.queryAllByTestId('files-queue-item')).toHaveLength(0);
  });

  it('asks 确定移除{name}？ first and runs the caller\'s check before removing', async () => {
    const onRemove = vi.fn();
    const beforeRemove = vi.fn<(file: FileEntry) => boolean>().mockReturnValueOnce(false).mockReturnValue(true);
    await setup({ filesKey: 'FJ-DEMO-0003', beforeRemove, onRemove });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const name = '耕地保护目标责任考核通知.pdf';
    const ask = async (): Promise<HTMLElement> => {
      fireEvent.click(within(rowOf(name)).getByRole('button', { name: `删除 ${name}` }));
      return screen.findByText(`确定移除${name}？`);
    };
    await ask();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(beforeRemove).toHaveBeenCalledTimes(1));
    expect(rows()).toHaveLength(1);
    expect(onRemove).not.toHaveBeenCalled();
    await ask();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ fileName: name }));
  });

  it('shows a GBK text file decoded, and refuses a .dwg with 暂不支持该格式的文件预览!', async () => {
    const { notices } = await setup({ filesKey: 'FJ-DEMO-0001' });
    await waitFor(() => expect(rows()).toHaveLength(5));
    fireEvent.click(within(rowOf('.txt')).getByRole('button', { name: /^预览/ }));
    await waitFor(() => expect(document.querySelector('.files-preview__text pre')?.textContent).toContain(DEMO_GBK_NOTE_FIRST_LINE));
    fireEvent.click(within(rowOf('.dwg')).getByRole('button', { name: /^预览/ }));
    await waitFor(() => expect(notices.map((notice) => notice.message)).toContain('暂不支持该格式的文件预览!'));
  });
});
