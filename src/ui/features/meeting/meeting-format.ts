import { formatDateTime } from '../../../domain/format/date';

/** Stored instants (ISO) in China time. */
export const shownTime = (iso: string): string => formatDateTime(Date.parse(iso));
