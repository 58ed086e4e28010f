import { describePushChannelContract } from './push.contract';
import { httpBackend } from './support/http-harness';
import { memoryBackend } from './support/memory-harness';

describePushChannelContract('memory adapters', memoryBackend);
describePushChannelContract('EventSource adapter against the mock server', httpBackend);
