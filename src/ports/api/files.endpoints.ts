/** SPEC section 7, Files (/api/file): filled in by the files issue. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FileEndpoints {}
