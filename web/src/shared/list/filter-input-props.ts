import type { ChangeEvent } from "react";

/**
 * The value and change handler of a toolbar's text filter (as `form.getInputProps` gives a form's): typing goes into
 * the draft (`useFilterDraft`), which Search applies.
 */
export function filterInputProps<K extends string>(
  draft: Record<K, string>,
  setDraft: (draft: Record<K, string>) => void,
  field: K,
) {
  return {
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [field]: event.currentTarget.value }),
  };
}
