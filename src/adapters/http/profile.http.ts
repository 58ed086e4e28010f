import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { inject, injectable } from 'inversify';
import type { AvatarData, Profile, ProfileUpdate, TreeOption } from '../../ports/api/user.dto';
import type { ProfileApi } from '../../ports/profile.port';
import { ApiCaller, type CallOptions } from './api-caller';

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

  uploadAvatar(file: Blob, fileName: string, onProgress?: (percent: number) => void): Promise<AvatarData> {
    // A File carries the name into the multipart part; a bare Blob would be sent as "blob".
    const named = new File([file], fileName, { type: file.type });
    // ApiCaller passes every option but `silent` on to the axios request config.
    const options: CallOptions & Pick<AxiosRequestConfig, 'onUploadProgress'> = {};
    if (onProgress !== undefined) {
      options.onUploadProgress = (event: AxiosProgressEvent) => {
        if (event.total !== undefined && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
      };
    }
    return this.api.call('POST /api/user/admin/user/profile/avatar', { files: { avatarfile: named } }, options);
  }

  userTree(): Promise<TreeOption[]> {
    return this.api.call('GET /api/user/admin/user/treeselect', { query: {} });
  }
}
