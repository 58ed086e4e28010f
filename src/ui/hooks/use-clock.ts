import { Clock } from '../../ports/browser.port';
import { useService } from '../di/container-context';

/** The time source bound in the container, so that views never read the browser's clock and tests can fix it. */
export const useClock = (): Clock => useService(Clock);
