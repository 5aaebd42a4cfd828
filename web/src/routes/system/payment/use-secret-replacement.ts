import { useState } from "react";

interface SecretInputs {
  setFieldValue(path: never, value: never): void;
  clearFieldError(path: string): void;
}

/**
 * Which stored secrets the user chose to replace. Keeping one again empties its input and its message, so nothing
 * typed is sent; after a save (`reset`) every secret shows as stored again.
 */
export function useSecretReplacement() {
  const [replacing, setReplacing] = useState<ReadonlySet<string>>(new Set());
  const change = (form: SecretInputs, name: string, replace: boolean) => {
    setReplacing((current) => {
      const next = new Set(current);
      if (replace) next.add(name);
      else next.delete(name);
      return next;
    });
    if (replace) return;
    (form.setFieldValue as (path: string, value: string) => void)(name, "");
    form.clearFieldError(name);
  };
  return { replacing, change, reset: () => setReplacing(new Set()) };
}
