import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import { files, users, vendorPageImages, vendorPages } from "../../db/schema";
import { assertValid, staleVersion } from "../../protocol/errors";
import { vendorPageFailures } from "../../protocol/rules";
import type { OperatorSession } from "../../protocol/route";
import { updateVersioned } from "../../protocol/versioning";
import { recordSave } from "../../audit-trail/record-save";
import { assertFilesOfTenant } from "../file/service";
import { findTenant, markGuideStepDone } from "../tenant/service";
import type { PageImage, VendorPage, VendorPageInput } from "./schemas";

const trimmed = (value: string | null | undefined) => value?.trim() || null;

/** The images of the page with their name, upload time and uploader, by file id. */
async function pageImages(db: Db, tenantId: number, ids: number[]): Promise<Map<number, PageImage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, name: files.name, createdAt: files.createdAt, uploader: users.username })
    .from(files)
    .leftJoin(users, eq(users.id, files.uploadedBy))
    .where(and(eq(files.tenantId, tenantId), inArray(files.id, [...new Set(ids)])));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        fileId: row.id,
        url: `/file/get?id=${row.id}`,
        name: row.name,
        uploadTime: row.createdAt.toISOString(),
        uploaderName: row.uploader,
      },
    ]),
  );
}

export async function findVendorPage(db: Db, tenantId: number): Promise<VendorPage> {
  const tenant = await findTenant(db, tenantId);
  const [row] = await db.select().from(vendorPages).where(eq(vendorPages.tenantId, tenantId)).limit(1);
  const carousel = row
    ? await db
        .select({ fileId: vendorPageImages.fileId })
        .from(vendorPageImages)
        .where(eq(vendorPageImages.tenantId, tenantId))
        .orderBy(asc(vendorPageImages.position))
    : [];
  const bgImageFileIds = carousel.map((image) => image.fileId);
  const images = row
    ? await pageImages(db, tenantId, [row.backgroundImageFileId, row.logoFileId, ...bgImageFileIds])
    : new Map<number, PageImage>();
  const image = (id: number | undefined) => (id === undefined ? null : (images.get(id) ?? null));
  return {
    backgroundImageFileId: row?.backgroundImageFileId ?? null,
    logoFileId: row?.logoFileId ?? null,
    bgImageFileIds,
    aboutUs: row?.aboutUs ?? null,
    slogan: row?.slogan ?? null,
    supportPhoneCode: row?.supportPhoneCode ?? null,
    supportPurePhone: row?.supportPurePhone ?? null,
    supportEmail: row?.supportEmail ?? null,
    backgroundImage: image(row?.backgroundImageFileId),
    logo: image(row?.logoFileId),
    bgImages: bgImageFileIds.flatMap((id) => images.get(id) ?? []),
    homePageUrl: tenant.domain ? `https://${tenant.domain}/` : null,
    version: row?.version ?? 0,
    updateTime: row?.updatedAt.toISOString() ?? null,
  };
}

/** Saves the page and its ordered carousel; file ids must be images of the tenant (20404); marks vendorPage done. */
export async function saveVendorPage(
  context: AppContext,
  session: OperatorSession,
  input: VendorPageInput,
): Promise<VendorPage> {
  const { tenantId } = session;
  const { db } = context;
  assertValid(vendorPageFailures(input));
  const bgImageFileIds = input.bgImageFileIds ?? [];
  await assertFilesOfTenant(db, tenantId, [input.backgroundImageFileId, input.logoFileId, ...bgImageFileIds]);
  const values = {
    backgroundImageFileId: input.backgroundImageFileId!,
    logoFileId: input.logoFileId!,
    aboutUs: input.aboutUs!.trim(),
    slogan: trimmed(input.slogan),
    supportPhoneCode: trimmed(input.supportPhoneCode),
    supportPurePhone: trimmed(input.supportPurePhone),
    supportEmail: trimmed(input.supportEmail),
    updatedAt: context.now(),
  };
  await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(vendorPages).where(eq(vendorPages.tenantId, tenantId)).limit(1);
    const storedImages = stored
      ? await tx
          .select({ fileId: vendorPageImages.fileId })
          .from(vendorPageImages)
          .where(eq(vendorPageImages.tenantId, tenantId))
          .orderBy(vendorPageImages.position)
      : [];
    if (stored) {
      await updateVersioned(tx, vendorPages, eq(vendorPages.tenantId, tenantId), input.version, values);
    } else {
      if (input.version !== 0) throw staleVersion();
      const [created] = await tx
        .insert(vendorPages)
        .values({ tenantId, ...values })
        .onConflictDoNothing({ target: vendorPages.tenantId })
        .returning({ tenantId: vendorPages.tenantId });
      if (!created) throw staleVersion();
    }
    await tx.delete(vendorPageImages).where(eq(vendorPageImages.tenantId, tenantId));
    if (bgImageFileIds.length > 0)
      await tx
        .insert(vendorPageImages)
        .values(bgImageFileIds.map((fileId, position) => ({ tenantId, position, fileId })));
    const audited = (page: Omit<typeof values, "updatedAt">, images: number[]) => ({
      backgroundImageFileId: page.backgroundImageFileId,
      logoFileId: page.logoFileId,
      bgImageFileIds: images.map(String),
      aboutUs: page.aboutUs,
      slogan: page.slogan,
      supportPhoneCode: page.supportPhoneCode,
      supportPurePhone: page.supportPurePhone,
      supportEmail: page.supportEmail,
    });
    await recordSave(tx, session, {
      area: "vendorPage",
      targetId: null,
      targetName: null,
      before: stored
        ? audited(
            stored,
            storedImages.map((image) => image.fileId),
          )
        : null,
      after: audited(values, bgImageFileIds),
    });
    await markGuideStepDone(tx, tenantId, "vendorPage");
  });
  return findVendorPage(db, tenantId);
}
