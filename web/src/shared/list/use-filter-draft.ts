import { useState, type Dispatch, type SetStateAction } from "react";

/**
 * Filter inputs typed before they are applied. They follow the applied filters when those change from outside
 * (reset, back button, a restored search), which is why the draft is reset during render rather than in an effect;
 * `onFollow` resets what else belongs to the draft (e.g. its messages) at the same moment.
 */
export function useFilterDraft<T>(applied: T, onFollow?: () => void): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState(applied);
  const [followed, setFollowed] = useState(applied);
  if (followed !== applied) {
    setFollowed(applied);
    setDraft((current) => followApplied(current, followed, applied));
    onFollow?.();
  }
  return [draft, setDraft];
}

/**
 * A choice that searches at once, beside typed filters: the draft takes it in the same render, so a Search pressed
 * before the router's transition renders the new URL still sends it (it was lost: the draft followed too late).
 */
export function applyChoice<T>(
  draft: T,
  setDraft: Dispatch<SetStateAction<T>>,
  apply: (filters: T) => void,
  choice: Partial<T>,
): void {
  const next = { ...draft, ...choice };
  setDraft(next);
  apply(next);
}

type Filters = Record<string, unknown>;
const isFilters = (value: unknown): value is Filters => typeof value === "object" && value !== null;
const allEmpty = (filters: Filters) => Object.values(filters).every((value) => value === "" || value == null);

/**
 * The draft once the applied filters changed from `before` to `after`. Only the filters that changed are taken over:
 * a search applied by a choice renders a moment later (a router transition), and text typed into another input
 * meanwhile must survive it. When every filter became empty (Reset, Clear filters) the draft is emptied whole.
 */
export function followApplied<T>(draft: T, before: T, after: T): T {
  if (!isFilters(draft) || !isFilters(before) || !isFilters(after) || allEmpty(after)) return after;
  const next: Filters = { ...draft };
  for (const key of Object.keys(after)) if (after[key] !== before[key]) next[key] = after[key];
  return next as T;
}
