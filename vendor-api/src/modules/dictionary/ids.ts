/** The fixed dictionary ids of the protocol (`/dictionary/items?dictId`). */
export const DictionaryIds = { regions: 1, timeZones: 2, taxTypes: 3 } as const;
