import { z } from "zod";

export const isoDateTime = () => z.string().describe("ISO 8601 date-time");

export const tenantSummarySchema = z.object({
  tid: z.int(),
  name: z.string(),
  domain: z.string().nullable(),
  timeZone: z.string().describe("IANA time zone, e.g. America/New_York"),
  timeZoneId: z.int().describe("Id of the time zone in dictionary 2"),
});

export const tenantInfoSchema = tenantSummarySchema.extend({
  initialized: z.boolean(),
  createTime: isoDateTime(),
});

export const guideStepKeySchema = z.enum(["companyInfo", "taxInfo", "bankInfo", "vendorPage", "payment", "activity"]);

export const initDataSchema = z.object({
  initialized: z.boolean(),
  steps: z.array(z.object({ key: guideStepKeySchema, done: z.boolean() })),
});

export const initStateSchema = z.object({
  companyInfoState: z.boolean(),
  paymentState: z.boolean(),
  vendorPageState: z.boolean(),
  activityState: z.boolean(),
  bankInfoState: z.boolean(),
  taxInfoState: z.boolean(),
  initialized: z.boolean(),
});

export type TenantSummary = z.infer<typeof tenantSummarySchema>;
export type GuideStepKey = z.infer<typeof guideStepKeySchema>;
