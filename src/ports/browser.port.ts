import type { ServiceIdentifier } from 'inversify';
import type { MessageLevel } from '../domain/errors/error-catalogue';

/** A string key-value store: session storage and local storage are two bindings of it. */
export interface KeyValueStorage {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
}
export const SessionStorage = Symbol.for('SessionStorage') as ServiceIdentifier<KeyValueStorage>;
export const LocalStorage = Symbol.for('LocalStorage') as ServiceIdentifier<KeyValueStorage>;

/** Display settings live in cookies (SPEC section 3). */
export interface CookieStore {
  get(name: string): string | undefined;
  set(name: string, value: string, days?: number): void;
  remove(name: string): void;
}
export const CookieStore = Symbol.for('CookieStore') as ServiceIdentifier<CookieStore>;

/** The symmetric text cipher of SPEC section 9. */
export interface Cipher {
  encrypt(plain: string): string;
  /** Returns undefined when the text was not produced by this cipher. */
  decrypt(encrypted: string): string | undefined;
}
export const Cipher = Symbol.for('Cipher') as ServiceIdentifier<Cipher>;

export interface Clock {
  now(): number;
}
export const Clock = Symbol.for('Clock') as ServiceIdentifier<Clock>;

export interface IdGenerator {
  uuid(): string;
  /** An integer in [min, max], both included. */
  randomInt(min: number, max: number): number;
}
export const IdGenerator = Symbol.for('IdGenerator') as ServiceIdentifier<IdGenerator>;

export interface Notice {
  readonly message: string;
  readonly level: MessageLevel;
  readonly durationMs: number;
}

/** Shows a transient message to the user (a toast). */
export interface Notifier {
  notify(notice: Notice): void;
}
export const Notifier = Symbol.for('Notifier') as ServiceIdentifier<Notifier>;

/** Reloading the page; a port so that logout can be tested without a browser. */
export interface PageReloader {
  /** Reloads the page, at the given in-app path when one is given. */
  reload(path?: string): void;
}
export const PageReloader = Symbol.for('PageReloader') as ServiceIdentifier<PageReloader>;

/**
 * The display settings as the page shows them: CSS custom properties on document.body's style
 * and one font-size class on body. Never injects style tags (DESIGN.md section 4 and the CSP).
 */
export interface DocumentTheme {
  /** Sets every custom property (names starting with `--`) and makes `sizeClass` body's only font-size class. */
  apply(variables: Readonly<Record<string, string>>, sizeClass: string): void;
}
export const DocumentTheme = Symbol.for('DocumentTheme') as ServiceIdentifier<DocumentTheme>;
