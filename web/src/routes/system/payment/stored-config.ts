/**
 * A payment configuration as its form edits it: the stored one, or none yet (version 0, so the first save adds it).
 */
export interface StoredConfig<C> {
  config: C | null;
  version: number;
  updateTime: string | null;
}

export const storedConfig = <C extends { version: number; updateTime?: string | null }>(
  config: C | null,
): StoredConfig<C> => ({ config, version: config?.version ?? 0, updateTime: config?.updateTime ?? null });
