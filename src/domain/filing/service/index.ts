/** The filing service: pure functions the mock server and the in-memory adapter share, so both answer alike. */
export type { FilingBook, FilingCall, FilingChanged, FilingFailure, FilingPage, FilingServed, StoredFiling } from './types';
export { divisionName, nameOf, OUT_OF_JURISDICTION, NOT_FOUND } from './access';
export { abilitiesOf, checkStoredFiling, filingDetail, filingHistory, filingSubParams } from './detail';
export { abateFiling, DATA_CHECK_FAILED, recallFiling, reportFiling, reviewFiling } from './flow';
export { importFilings, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, rowsOfFile, rowsOfJson, type ImportFileProblem, type WorksheetReader } from './import';
export { licenseIndex, licenseOf } from './license';
export { filingList } from './list';
export { firstReviewLevel, isReviewer } from './review-level';
export { createdFiling, deleteFiling, newFilingKey, saveFiling } from './save';
export { applyWithdrawal, decideWithdrawal, withdrawalRows } from './withdrawal';
