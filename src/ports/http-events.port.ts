import type { ServiceIdentifier } from 'inversify';
import type { FollowUp, UserMessage } from '../domain/errors/error-catalogue';

/** The loading overlay's counter, driven by the loading HTTP client (SPEC section 4). */
export interface LoadingTracker {
  start(text?: string): void;
  end(): void;
}
export const LoadingTracker = Symbol.for('LoadingTracker') as ServiceIdentifier<LoadingTracker>;

/** Where adapters report a failure's follow-up (sign in again, or log out and reload). */
export interface FollowUpSink {
  /** `cause`: the failure's message, shown or not by its call. */
  followUp(action: FollowUp, cause?: UserMessage): void;
}
export const FollowUpSink = Symbol.for('FollowUpSink') as ServiceIdentifier<FollowUpSink>;

/** Build-time configuration of the client. */
export interface AppConfig {
  /** '' for same origin, or the base URL of a real backend. */
  readonly apiBaseUrl: string;
  readonly cipherKey: string;
  readonly cipherIv: string;
}
export const AppConfig = Symbol.for('AppConfig') as ServiceIdentifier<AppConfig>;
