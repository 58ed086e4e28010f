import { fileMessages as m } from '../../domain/files/file-messages';
import { KEY_MAX, SIGNATURE_MAX } from '../../domain/validation/input-limits';
import type { FileAccessBody } from './files.dto';
import { bodyOf, converted, paramsOf, queryOf, text } from './input-schema';

/** The inputs of the file calls (SPEC section 7, /api/file, and the signature call), for both backends. */

export const fileFieldLabels = { keyNumGather: '附件编号', fileLinkId: '文件编号', signature: '签名' } as const;

export const fileKeyQuery = queryOf({ keyNumGather: text({ max: KEY_MAX, min: 1, label: fileFieldLabels.keyNumGather }) });
export const fileIdParams = paramsOf({ id: text({ max: KEY_MAX, label: fileFieldLabels.fileLinkId }) });

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The access body. The vo is kept whole: the signature covers its fields, so a vo that is no object
 * reads as a bad signature, and the signature check judges the rest.
 */
export const fileAccessBody = bodyOf({
  fileLinkId: text({ max: KEY_MAX, min: 1, label: fileFieldLabels.fileLinkId }),
  signature: text({ max: SIGNATURE_MAX, min: 1, label: fileFieldLabels.signature }),
  filePermissionVo: converted((value) => (isPlainObject(value) ? (value as FileAccessBody['filePermissionVo']) : undefined), m.signatureInvalid),
});
