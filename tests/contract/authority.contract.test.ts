import { describeAuthorityContract, movableClock } from './authority.contract';
import { httpBackend } from './support/http-harness';
import { memoryBackend } from './support/memory-harness';

const memoryClock = movableClock();
const serverClock = movableClock();
describeAuthorityContract('memory adapters', () => memoryBackend(memoryClock.now), memoryClock);
describeAuthorityContract('HTTP adapters against the mock server', () => httpBackend(serverClock.now), serverClock);
