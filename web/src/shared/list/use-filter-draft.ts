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
    setDraft(applied);
    onFollow?.();
  }
  return [draft, setDraft];
}
