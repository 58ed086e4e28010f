// reflect-metadata must run before any decorated class is defined. Static imports give no such
// guarantee once the bundler moves those classes into shared chunks that load first, so the
// rest of the app comes in through a dynamic import.
import 'reflect-metadata';

void import('./composition/bootstrap').then(({ bootstrap }) => bootstrap());
