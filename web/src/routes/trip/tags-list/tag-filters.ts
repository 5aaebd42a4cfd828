/** The tag list's URL params. A tenant's tags come in one request, so the name filter runs in the console. */
export const TAG_FILTER_KEYS = ["name"] as const;
export type TagFilterKey = (typeof TAG_FILTER_KEYS)[number];

/** Whether a tag's name holds the filter's text, ignoring case. */
export const tagMatches = (tag: { name: string }, filters: Record<TagFilterKey, string>): boolean =>
  tag.name.toLowerCase().includes(filters.name.toLowerCase());
