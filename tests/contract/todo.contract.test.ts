import { httpBackend } from './support/http-harness';
import { memoryBackend } from './support/memory-harness';
import { describeTodoApiContract } from './todo.contract';

describeTodoApiContract('memory adapters', memoryBackend);
describeTodoApiContract('HTTP adapters against the mock server', httpBackend);
