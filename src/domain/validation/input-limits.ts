/**
 * Transport caps of the endpoint inputs (src/ports/api/*.schema.ts): every text field has one so
 * nobody stores megabytes in a field. Where a form rule is stricter (a title's 100 characters
 * after trimming), the service judges it in its own words; these only bound the raw value.
 */
export const KEY_MAX = 64;
export const VERSION_MAX = 1_000_000;
export const PAGE_INDEX_MAX = 100_000;
export const PAGE_SIZE_MAX = 50;
/** Long enough for a real opinion or reason, short enough that nobody stores megabytes in the history. */
export const OPINION_MAX = 2000;
export const TITLE_TEXT_MAX = 200;
export const PERSON_NAME_MAX = 50;
/** A date or a date range bound the service parses itself, so both backends refuse it in the same words. */
export const DATE_TEXT_MAX = 32;
export const DAY_LENGTH = 10;
export const FORM_FIELDS_MAX = 50;
export const TOKEN_MAX = 256;
export const CLIENT_ID_MAX = 32;
/** Paging checked for its type only where the service owns the allowed sizes (the affair boxes). */
export const ANY_PAGE_INDEX_MAX = 1_000_000;
export const ANY_PAGE_SIZE_MAX = 1_000;
export const DIVISION_CODE_LENGTH = 6;
export const KEYWORD_MAX = 100;
export const YEAR_MIN = 2000;
export const YEAR_MAX = 2100;
/** Generous raw limits of the profile fields; the precise rules and words are the profile rules'. */
export const PROFILE_TEXT_MAX = 200;
/** Room for a credential of CREDENTIAL_MAX_LENGTH characters (even in CJK) once AES-encrypted and base64-encoded. */
export const ENCRYPTED_CREDENTIAL_MAX = 512;
export const CAPTCHA_TEXT_MAX = 16;
/** The cache-busting number the captcha image's address carries. */
export const CAPTCHA_NONCE_MAX = 1_000_000_000;
/** A file access body's signature (an HMAC in hex, with room to spare). */
export const SIGNATURE_MAX = 128;
