/** Bordered tables for pdfkit, breaking onto a new page when a row does not fit. */
interface TableColumn {
  readonly width: number;
  /** Header or label cells: shaded. */
  readonly shaded?: boolean;
}

const PADDING = 5;
const BORDER = '#333333';
const SHADE = '#eef1f5';

export class PdfTable {
  /** The header row, drawn again at the top of every page the table continues on. */
  private header: readonly string[] | undefined;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly columns: readonly TableColumn[],
    private readonly bottom: number,
  ) {}

  /** Draws one row at doc.y and moves doc.y below it; `header` shades every cell. */
  row(cells: readonly string[], header = false): void {
    const { doc } = this;
    const height = Math.max(
      ...cells.map((text, i) => doc.heightOfString(text, { width: this.width(i) - 2 * PADDING }) + 2 * PADDING),
    );
    if (doc.y + height > this.bottom) {
      doc.addPage();
      if (!header && this.header !== undefined) this.row(this.header, true);
    }
    if (header) this.header = cells;
    const top = doc.y;
    let x = doc.page.margins.left;
    cells.forEach((text, i) => {
      const width = this.width(i);
      if (header || this.columns[i]?.shaded === true) doc.rect(x, top, width, height).fill(SHADE);
      doc.rect(x, top, width, height).lineWidth(0.6).stroke(BORDER);
      doc.fillColor('#000000').text(text, x + PADDING, top + PADDING, { width: width - 2 * PADDING });
      x += width;
    });
    doc.x = doc.page.margins.left;
    doc.y = top + height;
  }

  private width(i: number): number {
    return this.columns[i]?.width ?? 0;
  }
}
