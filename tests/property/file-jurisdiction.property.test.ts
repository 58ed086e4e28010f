import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayView } from '../../src/domain/affair/boxes';
import { actorOf } from '../../src/domain/affair/service/directory';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedAffairBook } from '../../src/demo/affairs';
import { seedFilingBook } from '../../src/demo/filings';
import { buildDemoNoticeBoard } from '../../src/demo/notices';
import { avatarFilesKey, mayRemove, recordOfKey, rightsOn, SANDBOX_KEY_PREFIX, type FileWorld } from '../../src/domain/files/file-jurisdiction';
import { fileMessages } from '../../src/domain/files/file-messages';
import { acceptRemoval, acceptUpload, authorizeFiles, listFiles, type StoredFileEntry } from '../../src/domain/files/file-service';
import { abilitiesOf } from '../../src/domain/filing/service/detail';
import { withinJurisdiction } from '../../src/domain/filing/jurisdiction';
import { noticeReaderOf } from '../../src/domain/notice/notice-rules';
import { mayRead } from '../../src/domain/notice/notice-scope';

const data = generateDemoData();
const world: FileWorld = {
  affairs: seedAffairBook(data).affairs.map((stored) => stored.affair),
  filings: seedFilingBook().filings,
  notices: buildDemoNoticeBoard(data.users, data.seed).notices,
  dir: { users: data.users, departments: data.departments, divisions: data.divisions },
};
const NOW = Date.parse('2026-11-20T10:00:00+08:00');
const AT = new Date(NOW).toISOString();
const staff = data.users.filter((u) => u.kind === 'staff');

const keys = [
  ...world.affairs.map((a) => a.keyNumGather as string),
  ...world.filings.map((f) => f.keyNumGather),
  ...world.notices.map((n) => n.id),
  ...staff.slice(0, 20).map((u) => avatarFilesKey(u.userId)),
  `${SANDBOX_KEY_PREFIX}PROPERTY`,
];
const arbKey = fc.constantFrom(...keys);
const arbUser = fc.constantFrom(...staff.map((u) => u.userId));
const entryOf = (key: string, uploaderId: string): StoredFileEntry => ({
  linkGuid: 'p-1',
  fileName: 'a.txt',
  fileSize: 1,
  contentType: 'text/plain; charset=utf-8',
  keyNumGather: key,
  uploaderId,
  uploaderName: uploaderId,
  uploadTime: NOW,
});

describe('file jurisdiction', () => {
  it('follows each record\'s own rule: affair participation, filing jurisdiction, notice scope, own avatar', () => {
    fc.assert(
      fc.property(arbKey, arbUser, (key, userId) => {
        const record = recordOfKey(world, key);
        expect(record).toBeDefined();
        if (record === undefined) return;
        const rights = rightsOn(record, world.dir, userId, AT);
        const user = staff.find((u) => u.userId === userId);
        if (user === undefined) return;
        switch (record.kind) {
          case 'affair': {
            const actor = actorOf(world.dir, userId);
            expect(rights.see).toBe(actor.ok && mayView(record.affair, actor.value));
            break;
          }
          case 'filing':
            expect(rights.see).toBe(withinJurisdiction(user.divisionCode, record.filing.divisionCode));
            expect(rights.change).toBe(rights.see && abilitiesOf(record.filing, user.divisionCode).edit);
            break;
          case 'notice': {
            const publisher = user.roleKey === 'admin' || user.divisionCode === record.notice.divisionCode;
            expect(rights.see).toBe(publisher || mayRead(noticeReaderOf(user), record.notice, '2026-11-20'));
            expect(rights.change).toBe(publisher && record.notice.status !== 'published');
            break;
          }
          case 'avatar':
            expect(rights.see).toBe(record.ownerId === userId);
            break;
          case 'sandbox':
            expect(rights.see).toBe(true);
            break;
        }
      }),
    );
  });

  it('changing needs seeing, handling needs changing, and removal needs changing plus being the uploader or a handler', () => {
    fc.assert(
      fc.property(arbKey, arbUser, arbUser, (key, userId, uploaderId) => {
        const record = recordOfKey(world, key);
        if (record === undefined) return;
        const rights = rightsOn(record, world.dir, userId, AT);
        if (rights.change) expect(rights.see).toBe(true);
        if (rights.handle) expect(rights.change).toBe(true);
        expect(mayRemove(rights, userId, uploaderId)).toBe(rights.change && (rights.handle || uploaderId === userId));
        if (rights.change) expect(mayRemove(rights, userId, userId)).toBe(true);
      }),
    );
  });

  it('the service answers 403 exactly where the rule refuses, and lists nothing to those who may not see', () => {
    fc.assert(
      fc.property(arbKey, arbUser, arbUser, (key, userId, uploaderId) => {
        const record = recordOfKey(world, key);
        if (record === undefined) return;
        const rights = rightsOn(record, world.dir, userId, AT);
        const call = { world, userId, now: NOW };
        const stored = [entryOf(key, uploaderId)];
        const listed = listFiles(call, key, stored);
        const signed = authorizeFiles(call, key);
        const upload = acceptUpload(call, key, { name: 'a.txt', size: 1 }, []);
        const removal = acceptRemoval(call, stored[0]);
        expect(listed.ok).toBe(rights.see);
        expect(signed.ok).toBe(rights.see);
        expect(upload.ok).toBe(rights.change);
        expect(removal.ok).toBe(mayRemove(rights, userId, uploaderId));
        for (const answer of [listed, signed, upload, removal]) {
          if (!answer.ok) expect(answer.error.status).toBe(403);
        }
        if (!rights.see && !listed.ok) expect(listed.error.message).toBe(fileMessages.mayNotSee);
        if (signed.ok) expect(signed.value).toMatchObject({ canUpload: rights.change, canRemove: rights.change, userId, keyNumGather: key });
      }),
    );
  });

  it('the seed gives every kind of record both users who may and users who may not see its files', () => {
    for (const kind of ['affair', 'filing', 'notice', 'avatar'] as const) {
      const answers = keys.flatMap((key) => {
        const record = recordOfKey(world, key);
        return record?.kind === kind ? staff.map((u) => rightsOn(record, world.dir, u.userId, AT).see) : [];
      });
      expect(answers, kind).toContain(true);
      expect(answers, kind).toContain(false);
    }
  });

  it('answers 404 for a key no record has', () => {
    const answer = listFiles({ world, userId: staff[0]?.userId ?? '', now: NOW }, 'NO-SUCH-RECORD', []);
    expect(answer).toEqual({ ok: false, error: { status: 404, message: fileMessages.recordNotFound } });
  });
});
