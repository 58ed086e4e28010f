import { inject, injectable } from 'inversify';
import { peopleTreeOf, profileOf } from '../../demo/demo-views';
import { IMAGE_SNIFF_BYTES, sniffImage } from '../../domain/files/image-type';
import { AVATAR_MAX_BYTES, profileMessages as m } from '../../domain/session/profile-failures';
import { firstProfileProblem, trimmedProfile } from '../../domain/session/profile-rules';
import { checkPasswordChange } from '../../domain/session/password-change';
import { storageKeys } from '../../domain/session/storage-keys';
import type { AvatarData, Profile, ProfileUpdate, TreeOption } from '../../ports/api/user.dto';
import { passwordChangeQuery, profileBody } from '../../ports/api/user.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { ProfileApi } from '../../ports/profile.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner } from './memory-call';
import { parsedInput } from './memory-input';
import { refusalFault, statusError } from './memory-refusal';

/** The mock server's answer to a bad profile: a 400 with the first problem, by the shared rules. */
function checkProfile(update: ProfileUpdate): ProfileUpdate {
  const problem = firstProfileProblem(update);
  if (problem !== undefined) throw statusError(400, problem);
  return trimmedProfile(update);
}

/** Like the mock server: at most 2 MB, and an image by its magic bytes whatever its name says. */
async function checkAvatar(file: Blob): Promise<void> {
  if (file.size > AVATAR_MAX_BYTES) throw statusError(413, m.avatarTooLarge);
  if (sniffImage(new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer())) === undefined) throw statusError(400, m.avatarNotImage);
}

/** ProfileApi on the in-memory backend. */
@injectable()
export class MemoryProfileApi implements ProfileApi {
  private avatars = 0;

  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  getProfile(): Promise<Profile> {
    return this.runner.run(() => profileOf(this.backend.data, this.backend.requireAccount(this.token())));
  }

  updateProfile(update: ProfileUpdate): Promise<Profile> {
    return this.runner.run(() => {
      const account = this.backend.requireAccount(this.token());
      Object.assign(account, checkProfile(parsedInput(profileBody, update)));
      return profileOf(this.backend.data, account);
    });
  }

  updatePassword(encryptedOld: string, encryptedNew: string): Promise<number> {
    return this.runner.run(() => {
      const token = this.token();
      const account = this.backend.requireAccount(token);
      const query = parsedInput(passwordChangeQuery, { oldPassword: encryptedOld, newPassword: encryptedNew });
      const oldPassword = this.backend.cipher.decrypt(query.oldPassword);
      const newPassword = this.backend.cipher.decrypt(query.newPassword);
      const accepted = checkPasswordChange({ oldPassword, newPassword, oldMatches: oldPassword === account.password });
      if (!accepted.ok) throw refusalFault(accepted.error);
      account.password = accepted.value;
      this.backend.revokeOthers(token);
      return 1;
    });
  }

  /** Kept as an object URL in the browser; without one (tests) a stable fake path is enough. */
  uploadAvatar(file: Blob, fileName: string, onProgress?: (percent: number) => void): Promise<AvatarData> {
    return this.runner.run(async () => {
      const account = this.backend.requireAccount(this.token());
      // The whole file is "sent" at once; the server checks it after it has arrived, as over HTTP.
      onProgress?.(0);
      onProgress?.(100);
      await checkAvatar(file);
      this.avatars += 1;
      const imgUrl =
        typeof URL.createObjectURL === 'function' && typeof window !== 'undefined'
          ? URL.createObjectURL(file)
          : `/memory/avatar/${account.userId}/${this.avatars}/${encodeURIComponent(fileName)}`;
      account.avatar = imgUrl;
      return { imgUrl };
    });
  }

  userTree(): Promise<TreeOption[]> {
    return this.runner.run(() => {
      this.backend.requireAccount(this.token());
      return peopleTreeOf(this.backend.data.departments, this.backend.allAccounts());
    });
  }

  private token(): string | undefined {
    return this.sessionStorage.get(storageKeys.token);
  }
}
