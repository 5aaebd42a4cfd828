import { useEffect, useState } from "react";

/**
 * Fields with a message: inputs mark themselves invalid; list-level messages (e.g. 'Select at least one shift') do
 * not. A form-level alert above the fields comes first in the page, so it is revealed first.
 */
const INVALID = 'main [role="alert"], main [aria-invalid="true"], main .mantine-InputWrapper-error';

/**
 * Returns a function that brings the first field with a message into view and focus once the messages have rendered
 * (they are set in the same update, so the effect runs after they are on screen).
 */
export function useRevealFirstError(): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests === 0) return;
    const field = document.querySelector<HTMLElement>(INVALID);
    field?.scrollIntoView({ block: "center" });
    field?.focus({ preventScroll: true });
  }, [requests]);
  return () => setRequests((count) => count + 1);
}
