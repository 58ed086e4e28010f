import { describeAdminContract } from './admin.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeAdminContract('memory adapters', memorySignedInBackend);
describeAdminContract('HTTP adapters against the mock server', httpSignedInBackend);
