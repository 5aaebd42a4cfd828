import { asc } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { permissions, type PermissionType } from "../../db/schema";

export interface CatalogueItem {
  type: PermissionType;
  url: string;
  name: string;
  group: string;
  parent: string | null;
}

/** Every permission a role can hold, in the order of the menu, each with its place in the Assign Resources tree. */
export async function permissionCatalogue(db: Db): Promise<CatalogueItem[]> {
  return db
    .select({
      type: permissions.type,
      url: permissions.url,
      name: permissions.name,
      group: permissions.groupKey,
      parent: permissions.parent,
    })
    .from(permissions)
    .orderBy(asc(permissions.sortOrder));
}
