/** The filing DTOs are the domain's views, so the mock server and the memory adapter build them with the same rules. */
export type * from '../../domain/filing/wire';
export { problemsOfBody } from '../../domain/filing/wire';
