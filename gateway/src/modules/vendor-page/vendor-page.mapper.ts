/** Upstream vendor page (docs/company-contract.md section 2) to GraphQL, and the input to the save body. */
import { z } from "zod";
import { fileUrl } from "../file/file.mapper";
import { idOrNull, trimmedOrNull, upstreamId, upstreamIdOrNull, upstreamText as text } from "../shared/wire-fields";
import { toUpstreamIds } from "../shared/field-rules";
import type { VendorPageInput } from "./vendor-page.input";
import type { PageImage, VendorPage } from "./vendor-page.type";

/**
 * A `PageImage`. Its url is always the gateway's own file route: whatever address the vendor API might send is
 * one the browser cannot reach with its session.
 */
const upstreamPageImageSchema = z.object({
  fileId: upstreamId,
  name: text,
  uploadTime: text,
  uploaderName: text,
});
type UpstreamPageImage = z.infer<typeof upstreamPageImageSchema>;

/** `VendorPage` of `/vendor/page/find` and `/vendor/page/save`. */
export const upstreamVendorPageSchema = z.object({
  backgroundImageFileId: upstreamIdOrNull,
  logoFileId: upstreamIdOrNull,
  bgImageFileIds: z.array(upstreamId).nullish(),
  backgroundImage: upstreamPageImageSchema.nullish(),
  logo: upstreamPageImageSchema.nullish(),
  bgImages: z.array(upstreamPageImageSchema).nullish(),
  aboutUs: text,
  slogan: text,
  supportPhoneCode: text,
  supportPurePhone: text,
  supportEmail: text,
  homePageUrl: text,
  version: z.number().int(),
  updateTime: text,
});

const toPageImage = (image: UpstreamPageImage): PageImage => ({ ...image, url: fileUrl(image.fileId) });

export function toVendorPage(page: z.infer<typeof upstreamVendorPageSchema>): VendorPage {
  return {
    ...page,
    bgImageFileIds: page.bgImageFileIds ?? [],
    backgroundImage: page.backgroundImage ? toPageImage(page.backgroundImage) : null,
    logo: page.logo ? toPageImage(page.logo) : null,
    bgImages: (page.bgImages ?? []).map(toPageImage),
  };
}

/** The `/vendor/page/save` body: integers for file ids, blank optional texts as null. */
export function toUpstreamVendorPage(input: VendorPageInput, version: number) {
  return {
    backgroundImageFileId: idOrNull(input.backgroundImageFileId, "backgroundImageFileId"),
    logoFileId: idOrNull(input.logoFileId, "logoFileId"),
    bgImageFileIds: toUpstreamIds(input.bgImageFileIds ?? [], "bgImageFileIds"),
    aboutUs: input.aboutUs.trim(),
    slogan: trimmedOrNull(input.slogan),
    supportPhoneCode: trimmedOrNull(input.supportPhoneCode),
    supportPurePhone: trimmedOrNull(input.supportPurePhone),
    supportEmail: trimmedOrNull(input.supportEmail),
    version,
  };
}
