import { inject, injectable } from 'inversify';
import type { AvatarData, Profile, ProfileUpdate, TreeOption } from '../../ports/api/user.dto';
import type { ProfileApi } from '../../ports/profile.port';
import { ApiCaller } from './api-caller';

/** ProfileApi over HTTP (SPEC section 7, /api/user/admin/user/profile). */
@injectable()
export class HttpProfileApi implements ProfileApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  getProfile(): Promise<Profile> {
    return this.api.call('GET /api/user/admin/user/profile', {});
  }

  updateProfile(update: ProfileUpdate): Promise<Profile> {
    return this.api.call('PUT /api/user/admin/user/profile', { body: update });
  }

  updatePassword(encryptedOld: string, encryptedNew: string): Promise<number> {
    return this.api.call('PUT /api/user/admin/user/profile/updatePwd', {
      query: { oldPassword: encryptedOld, newPassword: encryptedNew },
    });
  }

  uploadAvatar(file: Blob, fileName: string): Promise<AvatarData> {
    // A File carries the name into the multipart part; a bare Blob would be sent as "blob".
    const named = new File([file], fileName, { type: file.type });
    return this.api.call('POST /api/user/admin/user/profile/avatar', { files: { avatarfile: named } });
  }

  userTree(): Promise<TreeOption[]> {
    return this.api.call('GET /api/user/admin/user/treeselect', {});
  }
}
