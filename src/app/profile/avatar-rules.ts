import { IMAGE_ACCEPT, IMAGE_SNIFF_BYTES, sniffImage } from '../../domain/files/image-type';
import { AVATAR_MAX_BYTES, profileMessages } from '../../domain/session/profile-failures';

/** The avatar types the page accepts, for the file input's accept attribute. */
export const AVATAR_ACCEPT = IMAGE_ACCEPT;

/** The backends' own texts, so the page and the server refuse a file in the same words. */
export const avatarMessages = {
  tooLarge: profileMessages.avatarTooLarge,
  notImage: profileMessages.avatarNotImage,
  unreadable: '无法读取所选文件，请重新选择',
} as const;

/** undefined when the file may be sent; otherwise the message naming the rule it breaks. */
export async function checkAvatarFile(file: Blob): Promise<string | undefined> {
  if (file.size > AVATAR_MAX_BYTES) return avatarMessages.tooLarge;
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  } catch {
    return avatarMessages.unreadable;
  }
  return sniffImage(head) === undefined ? avatarMessages.notImage : undefined;
}
