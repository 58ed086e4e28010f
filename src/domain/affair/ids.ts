/** Branded ids: an affair's lookup key and its files key must never be swapped (DESIGN.md section 7). */
declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** keyDigNumGather: the key an affair is looked up by. */
export type AffairKey = Brand<string, 'AffairKey'>;
/** keyNumGather: the key the affair's attachments hang off. */
export type FilesKey = Brand<string, 'FilesKey'>;
/** procDefId: a process definition. */
export type ProcDefId = Brand<string, 'ProcDefId'>;
/** A node of a process definition. */
export type NodeId = Brand<string, 'NodeId'>;
/** A person (userId). */
export type UserId = Brand<string, 'UserId'>;

export const affairKey = (value: string): AffairKey => value as AffairKey;
export const filesKey = (value: string): FilesKey => value as FilesKey;
export const procDefId = (value: string): ProcDefId => value as ProcDefId;
export const nodeId = (value: string): NodeId => value as NodeId;
export const userId = (value: string): UserId => value as UserId;
