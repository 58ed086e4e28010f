import { describeProfileApiContract } from './profile.contract';
import { httpBackend } from './support/http-harness';
import { memoryBackend } from './support/memory-harness';

describeProfileApiContract('memory adapters', memoryBackend);
describeProfileApiContract('HTTP adapters against the mock server', httpBackend);
