/** The product's limits, one number each, shared by the vendor API, the gateway and the console (docs/rules.md). */

/** Trip names and codes. */
export const NAME_MAX = 100;
export const CODE_MAX = 50;
/** Custom price names and shift names. */
export const LABEL_MAX = 50;
export const CUSTOM_PRICE_MAX = 10;
/** Entries of one trip content section (itinerary, includes, …). */
export const SECTION_MAX = 10;
export const AGE_LIMIT = { min: 0, max: 99 } as const;
export const CANCELLATION_PERCENTAGE = { min: 1, max: 100 } as const;
export const RESERVED_SHIFT_NAMES: ReadonlySet<string> = new Set(["-", "_-", "-_"]);

export const TAGS_MAX = 20;
export const TAG_NAME_MAX = 50;

/** Uploads (images). */
export const FILE_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_MAX_MB = 5;

/** Passwords of operators and users. */
export const PASSWORD = { min: 6, max: 12 } as const;

/** Phone numbers, each. */
export const PHONE_LENGTH = { min: 8, max: 15 } as const;

/** Prices: integer digits and decimals. */
export const PRICE_DIGITS = { integer: 7, decimals: 2 } as const;

/** Notes and reasons of refunds. */
export const NOTE_MAX = 500;

export const COUPON_QUANTITY_MAX = 100_000;
export const COUPON_CODE_MAX = 10;

/** Notifications to passengers. */
export const SUBJECT_MAX = 100;
export const CONTENT_MAX = 2000;
