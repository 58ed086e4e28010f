import { inject, injectable } from 'inversify';
import { errorMessages } from '../../domain/errors/messages';
import { Cipher, Notifier } from '../../ports/browser.port';
import { ProfileApi } from '../../ports/profile.port';
import { PASSWORD_CHANGED_MS, SessionStore } from './session.store';

/** SPEC section 4: a password change answered with 1 shows the success message, then forces logout. */
@injectable()
export class PasswordService {
  constructor(
    @inject(ProfileApi) private readonly profile: ProfileApi,
    @inject(Cipher) private readonly cipher: Cipher,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {}

  /** Resolves true when the password was changed; a refusal rejects with the adapter's ApiFailure. */
  async change(oldPassword: string, newPassword: string): Promise<boolean> {
    const result = await this.profile.updatePassword(this.cipher.encrypt(oldPassword), this.cipher.encrypt(newPassword));
    if (result !== 1) return false;
    this.notifier.notify({ message: errorMessages.passwordChanged, level: 'success', durationMs: PASSWORD_CHANGED_MS });
    setTimeout(() => void this.session.logout(), PASSWORD_CHANGED_MS);
    return true;
  }
}
