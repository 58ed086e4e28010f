import { describeSearchApiContract } from './search.contract';
import { httpSearchBackend, memorySearchBackend } from './search.contract-harness';

describeSearchApiContract('memory adapters', memorySearchBackend);
describeSearchApiContract('HTTP adapters against the mock server', httpSearchBackend);
