import type { ImageKind } from '../../src/domain/files/image-type';

const BY_EXTENSION: Readonly<Record<ImageKind['extension'], string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The Content-Type to serve a stored avatar with, from the extension its sniffed type gave it. */
export const contentTypeOfExtension = (extension: string): string | undefined =>
  Object.hasOwn(BY_EXTENSION, extension) ? BY_EXTENSION[extension as ImageKind['extension']] : undefined;
