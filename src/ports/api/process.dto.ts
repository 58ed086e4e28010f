/** The affair DTOs are the domain's views, so the mock server and the memory adapter build them with the same rules. */
export type * from '../../domain/affair/wire';
export type { AffairAction, AffairStatus } from '../../domain/affair/affair';
export type { FormFieldDef, PrincipalKind } from '../../domain/affair/definition';
