import { importFilings, rowsOfFile } from '../../../src/domain/filing/service/import';
import { typeParams } from '../../../src/ports/api/filing.schema';
import { uploadsOf } from '../../../src/ports/api/input-schema';
import { worksheetTable } from '../../../src/xlsx/worksheet-table';
import { fileUpload, uploadedPart } from '../../files/file-upload';
import { HttpError } from '../../http/errors';
import { route, type RouteHost } from '../../http/typed-route';
import { changeFilings } from './book';

/** importProject: an Excel, CSV or JSON file of records of one type, each row imported as a draft or refused with its reasons. */
export function importRoutes(host: RouteHost): void {
  route(
    host,
    'POST /api/op/importProject/:id',
    // Authentication runs before multer, so anonymous uploads are never parsed.
    { auth: 'bearer', before: [fileUpload], input: { params: typeParams, files: uploadsOf({ file: uploadedPart }) } },
    async ({ params, files }, ctx) => {
      const rows = await rowsOfFile(files.file.name, new Uint8Array(await files.file.arrayBuffer()), worksheetTable);
      if (!rows.ok) throw new HttpError(rows.error.status, rows.error.message);
      return changeFilings(ctx, (call) => importFilings(call, params.id, rows.value));
    },
  );
}
