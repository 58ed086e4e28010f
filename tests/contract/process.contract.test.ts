import { describeProcessApiContract } from './process.contract';
import { httpAffairBackend, memoryAffairBackend } from './support/affair-harness';

describeProcessApiContract('memory adapters', memoryAffairBackend);
describeProcessApiContract('HTTP adapters against the mock server', httpAffairBackend);
