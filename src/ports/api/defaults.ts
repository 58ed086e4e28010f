/**
 * Defaults shared by the client build and the mock server. The client reads overrides from
 * VITE_CIPHER_KEY / VITE_CIPHER_IV, the mock server from CIPHER_KEY / CIPHER_IV.
 * The key only obfuscates credentials in transit and in remember-me; it is not a secret
 * (anything shipped to a browser cannot be), which is why the README says so.
 */
export const DEFAULT_CIPHER_KEY = 'LandFiling@2026!';
export const DEFAULT_CIPHER_IV = 'JXZRZYT-2026-IV!';

/** The fixed client credentials of the login call (SPEC section 7: fixed basic client authorization). */
export const CLIENT_ID = 'land-web';
export const CLIENT_SECRET = 'land-web-secret';
export const CLIENT_BASIC_AUTHORIZATION = 'Basic bGFuZC13ZWI6bGFuZC13ZWItc2VjcmV0';

/** The fixed service credential the uid link signs in with (SPEC section 2, entry guard). */
export const UID_LINK_USERNAME = 'uid_link_gateway';
export const UID_LINK_PASSWORD = 'UidLink@2026!';

export const REQUEST_TIMEOUT_MS = 60_000;
export const API_PREFIX = '/api';
