import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../src/demo/demo-data';
import { seedFilingBook } from '../../../src/demo/filings';
import { recordOfKey, rightsOn, type FileWorld } from '../../../src/domain/files/file-jurisdiction';
import { landFilesKey } from '../../../src/domain/temporary-land/deposit';
import { isTemporaryLand } from '../../../src/domain/temporary-land/service/land-access';

const demo = generateDemoData();
const filings = seedFilingBook().filings;
const world: FileWorld = { affairs: [], filings, notices: [], dir: { users: demo.users, departments: demo.departments, divisions: demo.divisions } };
const AT = '2026-11-20T04:00:00.000Z';

describe('the acceptance attachments of a temporary land use', () => {
  const land = filings.find((f) => isTemporaryLand(f) && f.divisionCode === '360121');
  const draft = filings.find((f) => f.data.typeCode === '1' && f.status === 'draft');
  const record = recordOfKey(world, landFilesKey(land?.keyNumGather ?? ''));

  it('belong to a filed 临时用地 only', () => {
    expect(record?.kind).toBe('temporaryLand');
    expect(recordOfKey(world, landFilesKey(draft?.keyNumGather ?? ''))).toBeUndefined();
    expect(recordOfKey(world, landFilesKey('BA360121999999'))).toBeUndefined();
  });

  it('are changed by the county and the city above, seen by the province, hidden from another county', () => {
    if (record === undefined) throw new Error('no land');
    expect(rightsOn(record, world.dir, '10004', AT)).toEqual({ see: true, change: true, handle: true });
    expect(rightsOn(record, world.dir, '10003', AT)).toEqual({ see: true, change: true, handle: true });
    expect(rightsOn(record, world.dir, '10002', AT)).toEqual({ see: true, change: false, handle: false });
    expect(rightsOn(record, world.dir, '10311', AT)).toEqual({ see: false, change: false, handle: false });
  });
});
