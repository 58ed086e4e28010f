import { describeDemoApiContract } from './demo.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeDemoApiContract('memory adapters', memorySignedInBackend);
describeDemoApiContract('HTTP adapters against the mock server', httpSignedInBackend);
