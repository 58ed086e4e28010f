import { statusOf } from './manual-failure';

export { messageOf } from './manual-failure';

/** Outside the caller's jurisdiction (403) or unknown (404): the page says so instead of the table. */
export const isRefusal = (error: unknown): boolean => statusOf(error) === 403 || statusOf(error) === 404;
