import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { profileMessages } from '../../src/domain/session/profile-failures';
import { HttpError } from '../http/errors';
import { replaceUser } from '../db-types';
import { uploadsOf } from '../../src/ports/api/input-schema';
import { avatarParams } from '../../src/ports/api/user.schema';
import { rawRoute, route, type RouteHost } from '../http/typed-route';
import { uploadMessages as m } from '../messages/profile';
import { writeFileAtomic } from '../persistence/atomic-file';
import { AVATAR_NAME, avatarUpload, uploadedFile } from '../uploads/avatar-upload';
import { sniffImage } from '../../src/domain/files/image-type';
import { contentTypeOfExtension } from '../uploads/image-sniff';

const PUBLIC_PREFIX = '/api/user/public/avatar/';

export function avatarRoutes(host: RouteHost): void {
  route(
    host,
    'POST /api/user/admin/user/profile/avatar',
    // Authentication runs before multer, so anonymous uploads are never parsed.
    { auth: 'bearer', before: [avatarUpload], input: { files: uploadsOf({ avatarfile: uploadedFile }) } },
    async ({ files }, { server, session }) => {
      const bytes = new Uint8Array(await files.avatarfile.arrayBuffer());
      const kind = sniffImage(bytes);
      if (kind === undefined) throw new HttpError(400, profileMessages.avatarNotImage);
      const name = `${randomBytes(16).toString('hex')}.${kind.extension}`;
      await mkdir(server.config.avatarsDir, { recursive: true });
      await writeFileAtomic(path.join(server.config.avatarsDir, name), bytes);
      const previous = session.user.avatar;
      const imgUrl = `${PUBLIC_PREFIX}${name}`;
      await server.store.update((db) => replaceUser(db, session.user.userId, { avatar: imgUrl }));
      if (previous.startsWith(PUBLIC_PREFIX)) {
        const old = previous.slice(PUBLIC_PREFIX.length);
        if (AVATAR_NAME.test(old)) await rm(path.join(server.config.avatarsDir, old), { force: true });
      }
      return { imgUrl };
    },
  );

  rawRoute(
    host,
    'GET /api/user/public/avatar/:name',
    { auth: 'public', input: { params: avatarParams } },
    async ({ params }, { res, server }) => {
      const extension = AVATAR_NAME.exec(params.name)?.[1];
      const contentType = extension === undefined ? undefined : contentTypeOfExtension(extension);
      if (contentType === undefined) throw new HttpError(404, m.avatarNotFound);
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(server.config.avatarsDir, params.name));
      } catch {
        throw new HttpError(404, m.avatarNotFound);
      }
      // A name is never reused for other bytes, so the image may be cached for good.
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.type(contentType).send(bytes);
    },
  );
}
