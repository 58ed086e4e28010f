/** The affair DTOs are the domain's views, so the mock server and the memory adapter build them with the same rules. */
export type * from '../../domain/affair/wire';
export type { FormFieldDef } from '../../domain/affair/definition';
