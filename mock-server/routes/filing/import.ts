import { importFilings, rowsOfFile } from '../../../src/domain/filing/service/import';
import { worksheetTable } from '../../../src/xlsx/worksheet-table';
import { fileUpload, uploadedPart } from '../../files/file-upload';
import { HttpError } from '../../http/errors';
import { object } from '../../http/schema';
import { route, type RouteHost } from '../../http/typed-route';
import { changeFilings } from './book';
import { typeCode } from './schemas';

/** importProject: an Excel, CSV or JSON file of records of one type, each row imported as a draft or refused with its reasons. */
export function importRoutes(host: RouteHost): void {
  route(
    host,
    'POST /api/op/importProject/:id',
    // Authentication runs before multer, so anonymous uploads are never parsed.
    { auth: 'bearer', before: [fileUpload], input: { params: object({ id: typeCode }), files: object({ file: uploadedPart() }) } },
    async ({ params, files }, ctx) => {
      const rows = await rowsOfFile(files.file.name, new Uint8Array(await files.file.arrayBuffer()), worksheetTable);
      if (!rows.ok) throw new HttpError(rows.error.status, rows.error.message);
      return changeFilings(ctx, (call) => importFilings(call, params.id, rows.value));
    },
  );
}
