import { describeSuperviseApiContract } from './supervise.contract';
import { httpAffairBackend, memoryAffairBackend } from './support/affair-harness';

describeSuperviseApiContract('memory adapters', memoryAffairBackend);
describeSuperviseApiContract('HTTP adapters against the mock server', httpAffairBackend);
