import { describeAuthApiContract } from './auth.contract';
import { httpBackend } from './support/http-harness';
import { memoryBackend } from './support/memory-harness';

describeAuthApiContract('memory adapters', memoryBackend);
describeAuthApiContract('HTTP adapters against the mock server', httpBackend);
