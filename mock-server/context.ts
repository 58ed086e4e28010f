import type { ServerConfig } from './config';
import type { PushHub } from './push/hub';
import type { CaptchaBook } from './security/captcha';
import type { CredentialCipher } from './security/cipher';
import type { Store } from './store';

/** Everything a route needs, built once per server so tests can run several servers side by side. */
export interface ServerContext {
  readonly config: ServerConfig;
  readonly store: Store;
  readonly captchas: CaptchaBook;
  readonly cipher: CredentialCipher;
  readonly push: PushHub;
  readonly now: () => number;
  readonly log: (line: string) => void;
}
