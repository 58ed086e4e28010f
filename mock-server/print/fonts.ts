import { existsSync } from 'node:fs';
import { PrintFontMissingError, type PrintFont } from '../../src/print/print-font';

/**
 * Debian's fonts-noto-cjk (the CI installs it; locally: `apt-get install fonts-noto-cjk`). No
 * subset is committed instead: fontkit subsets a CFF font into a bare CFF program, which pdfkit
 * can embed but cannot open again as a font file, so the print needs the system font.
 */
const DEBIAN_CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
/** The file is a collection: pdfkit picks the Simplified Chinese face by its PostScript name. */
const DEBIAN_CJK_POSTSCRIPT = 'NotoSansCJKsc-Regular';

/** The system's CJK font, or PrintFontMissingError (the print answers 503) when it is not installed. */
export function findPrintFont(exists: (file: string) => boolean = existsSync): PrintFont {
  if (exists(DEBIAN_CJK_FONT)) return { source: DEBIAN_CJK_FONT, family: DEBIAN_CJK_POSTSCRIPT };
  throw new PrintFontMissingError();
}
