import { extensionOf } from './file-icon';
import { fileMessages as m } from './file-messages';

/** How a file is previewed (SPEC section 4), or why it is not. */
type PreviewPlan =
  | { readonly kind: 'pdf' }
  | { readonly kind: 'image' }
  | { readonly kind: 'text' }
  | { readonly kind: 'refused'; readonly message: string };

/** SPEC section 9: jpeg, icon, gif, png and wbmp, by the extensions those types use. */
const PREVIEW_IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'ico', 'gif', 'png', 'wbmp'];
/** Plain text files, read as text and decoded as GBK or UTF-8. */
const PREVIEW_TEXT_EXTENSIONS: readonly string[] = ['txt', 'log', 'csv', 'json', 'xml', 'md'];

/** The preview of a file by its id and name: no id 无法预览, unknown types 暂不支持该格式的文件预览!. */
export function planPreview(fileId: string | undefined, fileName: string): PreviewPlan {
  if (fileId === undefined || fileId.trim() === '') return { kind: 'refused', message: m.noFileId };
  const extension = extensionOf(fileName);
  if (extension === 'pdf') return { kind: 'pdf' };
  if (PREVIEW_IMAGE_EXTENSIONS.includes(extension)) return { kind: 'image' };
  if (PREVIEW_TEXT_EXTENSIONS.includes(extension)) return { kind: 'text' };
  return { kind: 'refused', message: m.unsupportedPreview };
}
