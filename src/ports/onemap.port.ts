import type { ServiceIdentifier } from 'inversify';
import type { OnemapAnswer } from '../domain/onemap/onemap-types';

/** 备案专题图's call. */
export interface OnemapApi {
  parcels(): Promise<OnemapAnswer>;
}
export const OnemapApi = Symbol.for('OnemapApi') as ServiceIdentifier<OnemapApi>;
