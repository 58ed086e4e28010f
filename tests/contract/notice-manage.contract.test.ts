import { describeNoticeManageContract } from './notice-manage.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeNoticeManageContract('memory adapters', memorySignedInBackend);
describeNoticeManageContract('HTTP adapters against the mock server', httpSignedInBackend);
