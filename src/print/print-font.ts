import { printMessages } from '../domain/affair/print-messages';

/** A CJK font pdfkit can embed: a file path (server) or its bytes, and the face inside when it is a collection. */
export interface PrintFont {
  readonly source: string | Uint8Array;
  readonly family?: string;
}

/**
 * Where a backend finds its print font. The mock server reads the system's; the memory backend
 * is given one (tests) or none (a browser has no font file to embed), and then refuses the PDF.
 */
export type PrintFontSource = () => Promise<PrintFont>;

/** No CJK font: Chinese cannot be printed, and the backends answer 503 with this message. */
export class PrintFontMissingError extends Error {
  readonly status = 503;

  constructor() {
    super(printMessages.fontMissing);
    this.name = 'PrintFontMissingError';
  }
}
