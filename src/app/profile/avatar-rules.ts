import { AVATAR_MAX_BYTES } from '../../domain/session/profile-failures';

/** The avatar types the page accepts, for the file input's accept attribute. */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/gif';
export const AVATAR_MAX_LABEL = '2MB';

export const avatarMessages = {
  tooLarge: `头像图片不能超过${AVATAR_MAX_LABEL}`,
  notImage: `头像仅支持 PNG、JPG、GIF 格式的图片，且不能超过${AVATAR_MAX_LABEL}`,
  unreadable: '无法读取所选文件，请重新选择',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** PNG, JPEG or GIF by their magic bytes, whatever the file's name or type claims. */
export function isAvatarImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, ascii('GIF87a')) ||
    startsWith(bytes, ascii('GIF89a'))
  );
}

async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 12).arrayBuffer());
}

/** undefined when the file may be sent; otherwise the message naming the rule it breaks. */
export async function checkAvatarFile(file: Blob): Promise<string | undefined> {
  if (file.size > AVATAR_MAX_BYTES) return avatarMessages.tooLarge;
  let head: Uint8Array;
  try {
    head = await headOf(file);
  } catch {
    return avatarMessages.unreadable;
  }
  return isAvatarImage(head) ? undefined : avatarMessages.notImage;
}
