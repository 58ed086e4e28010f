import type { ServiceIdentifier } from 'inversify';
import type { AvatarData, Profile, ProfileUpdate, TreeOption } from './api/user.dto';

/** The signed-in user's own profile and password (SPEC section 7, /api/user/admin/user/profile). */
export interface ProfileApi {
  getProfile(): Promise<Profile>;
  updateProfile(update: ProfileUpdate): Promise<Profile>;
  /** Both values already encrypted; resolves to 1 on success (SPEC section 7). */
  updatePassword(encryptedOld: string, encryptedNew: string): Promise<number>;
  /** onProgress, when given, hears the share of the upload sent so far, 0 to 100. */
  uploadAvatar(file: Blob, fileName: string, onProgress?: (percent: number) => void): Promise<AvatarData>;
  userTree(): Promise<TreeOption[]>;
}
export const ProfileApi = Symbol.for('ProfileApi') as ServiceIdentifier<ProfileApi>;
