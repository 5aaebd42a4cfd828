import { z } from "zod";
import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import type { RecordId } from "../shared/record-keys";
import { upstreamId } from "../shared/wire-fields";

export const upstreamMailSummarySchema = z.object({
  id: upstreamId,
  to: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string(),
  sentAt: z.string(),
});
const upstreamMailSchema = upstreamMailSummarySchema.extend({
  from: z.string(),
  text: z.string(),
  // Vendor APIs before QR codes in mail answer none.
  qrCodes: z.array(z.string()).default([]),
});

export const listDevelopmentMails = upstream<UpstreamPage>().post(
  "/system/mail/list",
  upstreamListSchema(upstreamMailSummarySchema),
);
export const findDevelopmentMail = upstream<RecordId>().get("/system/mail/find", upstreamMailSchema);
export const sendTestEmail = upstream<RecordId>().post(
  "/system/email/test",
  z.object({ sentTo: z.string(), queuedAt: z.string() }),
);
