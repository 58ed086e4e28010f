import { describePostContract } from './document-post.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describePostContract('memory adapters', memorySignedInBackend);
describePostContract('HTTP adapters against the mock server', httpSignedInBackend);
