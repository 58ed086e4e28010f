import { describeFileApiContract, httpFilesBackend, memoryFilesBackend } from './files.contract';

describeFileApiContract('memory adapters', memoryFilesBackend);
describeFileApiContract('HTTP adapters against the mock server', httpFilesBackend);
