/** The file-type icons of SPEC section 3, one per family of extensions. */
export type FileIcon = 'image' | 'text' | 'doc' | 'zip' | 'xls' | 'ppt' | 'pdf' | 'dwg' | 'mp3' | 'iso' | 'unknown';

const ICON_BY_EXTENSION: Readonly<Record<string, FileIcon>> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  ico: 'image',
  txt: 'text',
  doc: 'doc',
  docx: 'doc',
  zip: 'zip',
  rar: 'zip',
  xls: 'xls',
  xlsx: 'xls',
  ppt: 'ppt',
  pptx: 'ppt',
  pdf: 'pdf',
  dwg: 'dwg',
  mp3: 'mp3',
  iso: 'iso',
};

/** The text after the last dot, lower-cased; '' when the name has none (or only a leading dot). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return '';
  return fileName.slice(dot + 1).toLowerCase();
}

/** The icon for a file name, by its extension whatever its case; anything else is unknown. */
export function fileIconOf(fileName: string): FileIcon {
  const extension = extensionOf(fileName);
  return Object.hasOwn(ICON_BY_EXTENSION, extension) ? (ICON_BY_EXTENSION[extension] ?? 'unknown') : 'unknown';
}

/** Every extension with an icon of its own (tests and the accept hint use it). */
export const KNOWN_EXTENSIONS: readonly string[] = Object.keys(ICON_BY_EXTENSION);
