import type { ReactNode } from 'react';
import { fileIconOf, type FileIcon } from '../../../domain/files/file-icon';

/** Badge text and colour per icon kind (SPEC section 3, file-type icons); each carries white text at 4.5:1 or more. */
const LOOK: Readonly<Record<FileIcon, { readonly label: string; readonly colour: string; readonly title: string }>> = {
  image: { label: 'IMG', colour: '#1f7a45', title: '图片' },
  text: { label: 'TXT', colour: '#56606b', title: '文本' },
  doc: { label: 'DOC', colour: '#2b6fd6', title: 'Word 文档' },
  zip: { label: 'ZIP', colour: '#8a5a00', title: '压缩包' },
  xls: { label: 'XLS', colour: '#1d7d45', title: 'Excel 表格' },
  ppt: { label: 'PPT', colour: '#b34413', title: '演示文稿' },
  pdf: { label: 'PDF', colour: '#c62828', title: 'PDF 文档' },
  dwg: { label: 'DWG', colour: '#5e35b1', title: 'CAD 图纸' },
  mp3: { label: 'MP3', colour: '#00707a', title: '音频' },
  iso: { label: 'ISO', colour: '#455a64', title: '光盘镜像' },
  unknown: { label: '?', colour: '#666666', title: '未知类型' },
};

/** A small coloured badge naming the file's type. */
export function FileTypeIcon({ fileName }: { fileName: string }): ReactNode {
  const kind = fileIconOf(fileName);
  const look = LOOK[kind];
  return (
    <span className="file-type-icon" data-icon={kind} style={{ backgroundColor: look.colour }} role="img" aria-label={look.title} title={look.title}>
      {look.label}
    </span>
  );
}
