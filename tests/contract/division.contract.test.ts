import { describeDivisionApiContract } from './division.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeDivisionApiContract('memory adapters', memorySignedInBackend);
describeDivisionApiContract('HTTP adapters against the mock server', httpSignedInBackend);
