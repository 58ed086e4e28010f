import { describeBookmarkApiContract } from './bookmark.contract';
import { httpBackend } from './support/http-harness';
import { memoryBackend } from './support/memory-harness';

describeBookmarkApiContract('memory adapters', memoryBackend);
describeBookmarkApiContract('HTTP adapters against the mock server', httpBackend);
