import type { KeyboardEvent } from "react";

/**
 * Props for a typed date field (Mantine's DateInput) inside a form: Enter takes the date typed, as leaving the field
 * does, and stays in the field. Without it Enter submitted the whole form before the date was read.
 */
export const enterTakesTypedDate = {
  onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    // DateInput reads typed text when the field loses focus.
    const input = event.currentTarget;
    input.blur();
    input.focus();
  },
};
