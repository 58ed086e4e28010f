import ExcelJS from 'exceljs';

/** One worksheet of a test workbook: its tab name and its rows of cell values. */
export interface SheetSpec {
  readonly name: string;
  readonly rows: readonly (readonly ExcelJS.CellValue[])[];
}

/**
 * The bytes of an .xlsx file as exceljs writes it. `firstTab` names the sheet to show first when
 * it is not the first one added, so a test can tell tab order from the order of the sheet files.
 */
export async function workbookBytes(sheets: readonly SheetSpec[], firstTab?: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    for (const row of sheet.rows) worksheet.addRow([...row]);
  }
  if (firstTab !== undefined) {
    // exceljs writes the tabs sorted by orderNo (left out of its typings), while each sheet's file keeps the number it was added with.
    (workbook.worksheets as (ExcelJS.Worksheet & { orderNo: number })[]).forEach((worksheet) => {
      worksheet.orderNo = worksheet.name === firstTab ? 0 : worksheet.orderNo + 1;
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
