import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { defineList, rowsIn } from "../../db/list-query";
import { Binder } from "../../db/statement-shapes";
import { tags, tripTags } from "../../db/schema";
import { assertValid, notFound, staleVersion } from "../../protocol/errors";
import { fail, maxLength, required, TAG_NAME_MAX, TAGS_MAX, validateFields } from "../../protocol/rules";
import { updateVersioned } from "../../protocol/versioning";
import { assertFilesOfTenant } from "../file/service";

export interface Tag {
  id: number;
  name: string;
  thumbnailFileId: number;
  thumbnailUrl: string;
  tripCount: number;
  version: number;
  createTime: string;
}

export interface TagInput {
  name: string;
  thumbnailFileId?: number | null;
}

const byTenant = (tenantId: number) => eq(tags.tenantId, tenantId);
const tagScope = (tenantId: number, id: number) => and(byTenant(tenantId), eq(tags.id, id));

async function validate(db: Db, tenantId: number, input: TagInput, exceptId?: number): Promise<void> {
  const fields = validateFields({
    name: [input.name, [required, maxLength(TAG_NAME_MAX)]],
    thumbnailFileId: [input.thumbnailFileId, [required]],
  });
  if (!fields.name) {
    const [clash] = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(byTenant(tenantId), eq(tags.name, input.name.trim()), exceptId ? ne(tags.id, exceptId) : undefined))
      .limit(1);
    if (clash) fields.name = fail("tag.nameExists");
  }
  assertValid(fields);
  await assertFilesOfTenant(db, tenantId, [input.thumbnailFileId]);
}

/** A tenant's tags, oldest first, with how many trips carry each, counted exactly (a tenant's handful). */
const tagList = defineList({
  name: "tag-list",
  count: "exact",
  page: (db: Db, where: SQL | undefined, cut) =>
    db
      .select({
        id: tags.id,
        name: tags.name,
        thumbnailFileId: tags.thumbnailFileId,
        version: tags.version,
        createdAt: tags.createdAt,
        tripCount: sql<number>`(select count(*)::int from ${tripTags} where ${tripTags.tagId} = ${tags.id})`,
      })
      .from(tags)
      .where(where)
      .orderBy(asc(tags.id))
      .limit(cut.limit)
      .offset(cut.offset),
  matching: rowsIn(tags),
});

export async function listTags(
  db: Db,
  tenantId: number,
  query: { pageNum: number; pageSize: number; name?: string },
): Promise<{ list: Tag[]; total: number }> {
  const binder = new Binder();
  const { bind } = binder;
  const filter = and(
    eq(tags.tenantId, bind("tenantId", tenantId)),
    query.name ? ilike(tags.name, bind("name", `%${query.name}%`)) : undefined,
  );
  const { rows, total } = await tagList.read(db, { binder, filter, page: query });
  return { list: rows.map(toTag), total };
}

const toTag = (row: {
  id: number;
  name: string;
  thumbnailFileId: number;
  version: number;
  createdAt: Date;
  tripCount: number;
}): Tag => ({
  id: row.id,
  name: row.name,
  thumbnailFileId: row.thumbnailFileId,
  thumbnailUrl: `/file/get?id=${row.thumbnailFileId}`,
  tripCount: Number(row.tripCount),
  version: row.version,
  createTime: row.createdAt.toISOString(),
});

export async function addTag(db: Db, tenantId: number, input: TagInput): Promise<Tag> {
  return db.transaction(async (tx) => {
    // Serialises concurrent adds of one tenant so the limit and the unique name hold.
    await tx.execute(sql`select pg_advisory_xact_lock(${tenantId}, 3)`);
    const [{ existing }] = await tx.select({ existing: count() }).from(tags).where(byTenant(tenantId));
    if (existing >= TAGS_MAX) assertValid({ tags: fail("tag.limit", { max: TAGS_MAX }) });
    await validate(tx, tenantId, input);
    const [row] = await tx
      .insert(tags)
      .values({ tenantId, name: input.name.trim(), thumbnailFileId: input.thumbnailFileId! })
      .returning();
    return toTag({ ...row, tripCount: 0 });
  });
}

export async function editTag(
  db: Db,
  tenantId: number,
  input: TagInput & { id: number; version: number },
): Promise<Tag> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${tenantId}, 3)`);
    await findTagRow(tx, tenantId, input.id);
    await validate(tx, tenantId, input, input.id);
    const row = await updateVersioned(tx, tags, tagScope(tenantId, input.id), input.version, {
      name: input.name.trim(),
      thumbnailFileId: input.thumbnailFileId!,
    });
    const [{ tripCount }] = await tx.select({ tripCount: count() }).from(tripTags).where(eq(tripTags.tagId, row.id));
    return toTag({ ...row, tripCount });
  });
}

async function findTagRow(db: Db, tenantId: number, id: number) {
  const [row] = await db.select().from(tags).where(tagScope(tenantId, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Deleting a tag removes it from every trip. A version, when given, must be current. */
export async function deleteTag(db: Db, tenantId: number, input: { id: number; version?: number }): Promise<null> {
  return db.transaction(async (tx) => {
    const row = await findTagRow(tx, tenantId, input.id);
    if (input.version !== undefined && input.version !== row.version) throw staleVersion();
    await tx.delete(tags).where(tagScope(tenantId, input.id));
    return null;
  });
}

/** Referenced tag ids must be tags of the caller's tenant; anything else is "not found" (20404). */
export async function assertTagsOfTenant(db: Db, tenantId: number, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(byTenant(tenantId), inArray(tags.id, wanted)));
  if (found.length !== wanted.length) throw notFound();
}
