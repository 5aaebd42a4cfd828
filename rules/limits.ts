/** The product's limits, one number each, shared by the vendor API, the gateway and the console (docs/rules.md). */

/** Ids: positive integers that fit the storage's `integer` columns (PostgreSQL's 4-byte signed integer). */
export const ID_MAX = 2_147_483_647;
/** The years a date may name: outside them a date is a typing slip (0000, 20255), never a trip or a coupon's day. */
export const YEAR_RANGE = { min: 1900, max: 2100 } as const;

/**
 * Any text input without a limit of its own, and any list without one: what keeps a request within the vendor API's
 * body limit and every string within reason (docs/rules.md, "Limits"). Both lie above every field's own limit, so a
 * field that has one is refused by its own rule, together with the input's other failures.
 */
export const TEXT_MAX = 5000;
export const LIST_MAX = 5000;
/** Search keywords and the texts of list filters: they travel in URLs, whose size servers cap. */
export const SEARCH_MAX = 100;

/** Trip names and codes. */
export const NAME_MAX = 100;
export const CODE_MAX = 50;
/** Custom price names and shift names. */
export const LABEL_MAX = 50;
export const CUSTOM_PRICE_MAX = 10;
/** Entries of one trip content section (itinerary, includes, …). */
export const SECTION_MAX = 10;
/** Each text of a content entry (an overview paragraph, a stop's name, an itinerary day's title or description). */
export const ENTRY_MAX = 1000;
/** Itinerary days count from 1; a trip of more than a year is not a trip. */
export const ITINERARY_DAY_MAX = 365;
/** Shifts of a trip sold by date and shift, and its dates × shifts (a year of daily departures at 5 shifts). */
export const SHIFTS_MAX = 20;
export const INVENTORIES_MAX = 2000;
export const AGE_LIMIT = { min: 0, max: 99 } as const;
export const CANCELLATION_PERCENTAGE = { min: 1, max: 100 } as const;
export const RESERVED_SHIFT_NAMES: ReadonlySet<string> = new Set(["-", "_-", "-_"]);

export const TAGS_MAX = 20;
export const TAG_NAME_MAX = 50;

/** Uploads (images). */
export const FILE_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_MAX_MB = 5;

/**
 * Passwords of operators and users: at least 6 characters, and long passphrases welcome (current guidance, NIST SP
 * 800-63B, allows at least 64); 128 bounds the work of hashing one (scrypt).
 */
export const PASSWORD = { min: 6, max: 128 } as const;

/** Phone numbers, each. */
export const PHONE_LENGTH = { min: 8, max: 15 } as const;

/** Prices: integer digits and decimals. */
export const PRICE_DIGITS = { integer: 7, decimals: 2 } as const;

/** Notes and reasons of refunds. */
export const NOTE_MAX = 500;
/** An order's internal note (docs/sales-contract.md, "Editing an order's contact and internal notes"). */
export const ORDER_NOTE_MAX = 1000;

export const COUPON_QUANTITY_MAX = 100_000;
export const COUPON_CODE_MAX = 10;

/** Notifications to passengers. */
export const SUBJECT_MAX = 100;
export const CONTENT_MAX = 2000;

/** Company, tax and bank info (docs/company-contract.md section 3). */
export const COMPANY_TEXT_MAX = 100;
export const ADDRESS_MAX = 200;
export const DOT_NUMBER_MAX_DIGITS = 8;
export const DOMAIN_MAX = 253;
export const ACCOUNT_NUMBER_LENGTH = { min: 4, max: 17 } as const;
/** An e-mail verification code is good for this many minutes. */
export const VERIFICATION_CODE_MINUTES = 10;

/** The vendor home page. */
export const ABOUT_US_MAX = 2000;
export const SLOGAN_MAX = 200;
export const PAGE_IMAGES_MAX = 10;

/** Users and roles (docs/system-contract.md section 3). */
export const USERNAME_LENGTH = { min: 3, max: 50 } as const;
export const PERSON_NAME_MAX = 50;
export const ROLE_NAME_MAX = 50;
export const ROLE_DESCRIPTION_MAX = 200;

/** System e-mail receivers and the booking fee (docs/system-contract.md). */
export const RECEIVER_CONTACT_NAME_MAX = 50;
export const BOOKING_FEE_PERCENTAGE = { min: 0.01, max: 100 } as const;
