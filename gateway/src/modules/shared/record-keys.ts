/** What a record's own calls send: its id, and for a change the version it was read with (STALE_DATA otherwise). */
export type RecordId = { id: number };
export type VersionedId = RecordId & { version: number };
