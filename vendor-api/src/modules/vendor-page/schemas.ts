import { z } from "zod";
import { isoDateTime } from "../tenant/schemas";

const fileId = (description: string) => z.int().nullish().describe(description);
const text = (description: string) => z.string().nullish().describe(description);

/** Every field optional and nullable: a missing required one is a 20001 `Required` on its field, never a 10001. */
export const vendorPageInputSchema = z.object({
  backgroundImageFileId: fileId("Required: an image of the tenant (POST /file/upload); recommended 1920×768"),
  logoFileId: fileId("Required: an image of the tenant"),
  bgImageFileIds: z.array(z.int()).nullish().describe("The carousel's extra background images, in order; at most 10"),
  aboutUs: text("Required, up to 2000 characters"),
  slogan: text("Up to 200 characters"),
  supportPhoneCode: text("Area code (+ and 1–4 digits), required with a support phone"),
  supportPurePhone: text("The phone rule; a support phone or e-mail is required"),
  supportEmail: text("An e-mail address; a support phone or e-mail is required"),
  version: z.int().min(0).describe("The version read: 0 before the first save (creates the page)"),
});

export const pageImageSchema = z.object({
  fileId: z.int(),
  url: z.string().describe("Path of GET /file/get"),
  name: z.string(),
  uploadTime: isoDateTime(),
  uploaderName: z.string().nullable().describe("User name of the uploader"),
});

export const vendorPageSchema = z.object({
  backgroundImageFileId: z.int().nullable(),
  logoFileId: z.int().nullable(),
  bgImageFileIds: z.array(z.int()),
  aboutUs: z.string().nullable(),
  slogan: z.string().nullable(),
  supportPhoneCode: z.string().nullable(),
  supportPurePhone: z.string().nullable(),
  supportEmail: z.string().nullable(),
  backgroundImage: pageImageSchema.nullable(),
  logo: pageImageSchema.nullable(),
  bgImages: z.array(pageImageSchema),
  homePageUrl: z.string().nullable().describe("https://<tenant domain>/, null without a domain"),
  version: z.int().describe("0 before the first save"),
  updateTime: isoDateTime().nullable(),
});

export type VendorPageInput = z.infer<typeof vendorPageInputSchema>;
export type VendorPage = z.infer<typeof vendorPageSchema>;
export type PageImage = z.infer<typeof pageImageSchema>;
