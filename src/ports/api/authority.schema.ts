import { AUTHORITY_KEY_MAX, AUTHORITY_KEY_PATTERN } from '../../domain/authority/authority-keys';
import { authorityFieldLabels as l } from '../../domain/authority/authority-messages';
import { matching, queryOf } from './input-schema';

/** The inputs of the QR sign-in calls (SPEC section 7, authorityCache), for both backends. */

const key = matching(AUTHORITY_KEY_PATTERN, { max: AUTHORITY_KEY_MAX, label: l.key });

export const authorityKeyQuery = queryOf({ key });

export const authorityPollQuery = queryOf({ key, ticket: matching(AUTHORITY_KEY_PATTERN, { max: AUTHORITY_KEY_MAX, label: l.ticket }) });
