import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { MEMORY_DATA_DIR } from "../db/connect";
import { newSecret } from "./tokens";

/**
 * The key of the /admin/* operator endpoints: the given one (VENDOR_API_ADMIN_KEY), else `DATA_DIR/admin-key`,
 * created readable by the owner only on first start. An in-memory database gets a key that lives as long as it.
 */
export async function resolveAdminKey(dataDir: string, given: string | undefined): Promise<string> {
  if (given) return given;
  if (dataDir === MEMORY_DATA_DIR) return newSecret();
  const file = path.join(dataDir, "admin-key");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const key = newSecret();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: "wx" });
  return key;
}
