import { existsSync } from 'node:fs';

/**
 * Debian's fonts-noto-cjk (the CI installs it; locally: `apt-get install fonts-noto-cjk`). No
 * subset is committed instead: fontkit subsets a CFF font into a bare CFF program, which pdfkit
 * can embed but cannot open again as a font file, so the print needs the system font.
 */
export const DEBIAN_CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
/** The file is a collection: pdfkit picks the Simplified Chinese face by its PostScript name. */
export const DEBIAN_CJK_POSTSCRIPT = 'NotoSansCJKsc-Regular';

export const MISSING_FONT_MESSAGE = '打印字体缺失，请联系管理员安装中文字体（fonts-noto-cjk）后重试';

/** A font pdfkit can register: a file, and the face inside it when the file is a collection. */
export interface PrintFont {
  readonly file: string;
  readonly family?: string;
}

/** Thrown when no CJK font is available; the print route answers 503 with its message. */
export class PrintFontMissingError extends Error {
  readonly status = 503;

  constructor() {
    super(MISSING_FONT_MESSAGE);
    this.name = 'PrintFontMissingError';
  }
}

export function findPrintFont(exists: (file: string) => boolean = existsSync): PrintFont {
  if (exists(DEBIAN_CJK_FONT)) return { file: DEBIAN_CJK_FONT, family: DEBIAN_CJK_POSTSCRIPT };
  throw new PrintFontMissingError();
}
