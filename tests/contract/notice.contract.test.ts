import { describeNoticeApiContract } from './notice.contract';
import { httpSearchBackend, memorySearchBackend } from './search.contract-harness';

describeNoticeApiContract('memory adapters', memorySearchBackend);
describeNoticeApiContract('HTTP adapters against the mock server', httpSearchBackend);
