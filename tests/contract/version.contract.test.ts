import { httpBackend } from './support/http-harness';
import { memoryBackend } from './support/memory-harness';
import { describeVersionApiContract } from './version.contract';

describeVersionApiContract('memory adapters', memoryBackend);
describeVersionApiContract('HTTP adapters against the mock server', httpBackend);
