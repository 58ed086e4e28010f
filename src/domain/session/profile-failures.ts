import { fieldMessages } from '../validation/field-messages';
import { validationMessages } from '../validation/messages';

/**
 * The limits of the profile page and the texts of their 400s (and the avatar's 413), shared by
 * both backends (mock-server and src/adapters/memory) so they answer alike.
 */
export const NICKNAME_MAX = 30;
export const EMAIL_MAX = 50;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const profileFieldLabels = { nickName: '用户昵称', email: '邮箱', phone: '手机号码', sex: '性别' } as const;

export const profileMessages = {
  /** 用户昵称不能为空 */
  nickNameRequired: fieldMessages.missing(profileFieldLabels.nickName),
  /** 用户昵称长度不能超过30个字符 */
  nickNameTooLong: fieldMessages.tooLong(profileFieldLabels.nickName, NICKNAME_MAX),
  emailInvalid: validationMessages.emailInvalid,
  phoneInvalid: validationMessages.phoneInvalid,
  /** 性别取值无效 */
  sexInvalid: fieldMessages.invalidValue(profileFieldLabels.sex),
  avatarTooLarge: '头像图片不能超过2MB',
  avatarNotImage: '仅支持 JPG、PNG、GIF、WEBP 格式的图片',
  /** A 403: the first-visit counter (version dialog) of someone else. */
  visitsOfOthers: '只能更新本人的访问记录',
} as const;
