/** Storage access that survives private modes and non-browser environments (tests): failures read as "nothing stored". */
function safeStorage(kind: "localStorage" | "sessionStorage"): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

export function readJson<T>(kind: "localStorage" | "sessionStorage", key: string): T | undefined {
  const raw = safeStorage(kind)?.getItem(key);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(kind: "localStorage" | "sessionStorage", key: string, value: unknown): void {
  try {
    const storage = safeStorage(kind);
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the value simply does not persist.
  }
}
