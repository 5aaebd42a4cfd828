import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { BusinessError, notFound } from "../../protocol/errors";
import { Codes } from "../../protocol/codes";
import { pageInput } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { DEVELOPMENT_MAILBOX_SIZE, type DevelopmentMail } from "../notification/development-mailbox";
import { isoDateTime } from "../tenant/schemas";

const TAG = "mail";

const mailSummarySchema = z.object({
  id: z.int().describe("The outbox row of the message"),
  to: z.array(z.string()),
  bcc: z.array(z.string()).describe("Passengers of a notification, who never see each other's address"),
  subject: z.string(),
  sentAt: isoDateTime().describe("When it was shown instead of sent"),
});

const mailSchema = mailSummarySchema.extend({
  from: z.string(),
  text: z.string().describe("The whole body, codes included: what a real recipient would read"),
  qrCodes: z.array(z.string()).describe("Texts the message shows as QR code images below its text (ticket codes)"),
});

const summaryOf = (mail: DevelopmentMail): z.infer<typeof mailSummarySchema> => ({
  id: mail.id,
  to: mail.to,
  bcc: mail.bcc,
  subject: mail.subject,
  sentAt: mail.sentAt.toISOString(),
});

/**
 * The mail status every screen that sends mail reads, and the development mailbox: the messages shown in the terminal
 * instead of sent, readable by the tenant they were queued for (docs/system-contract.md section 10). Outside
 * development without SMTP the mailbox does not exist: its calls answer 20410.
 */
export function registerDevelopmentMailRoutes(app: FastifyInstance, context: AppContext): void {
  const mailbox = () => {
    const box = context.mail?.mailbox;
    if (!box) throw new BusinessError(Codes.developmentMailOff);
    return box;
  };

  defineRoute(app, {
    method: "GET",
    url: "/system/mail/status",
    auth: "operator",
    // The console's shell reads it with `me`, also for a user held to a password change or a second factor's set-up.
    access: "passwordChange",
    tag: TAG,
    summary: "How e-mail leaves: smtp (sent), development (shown in the terminal and the mailbox), queued (not sent)",
    result: z.object({ delivery: z.enum(["smtp", "development", "queued"]) }),
    handler: async () => ({ delivery: context.mail?.delivery ?? "queued" }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/system/mail/list",
    auth: "operator",
    access: [{ page: "dev_mail" }],
    tag: TAG,
    summary: `Development only: the tenant's last ${DEVELOPMENT_MAILBOX_SIZE} messages shown instead of sent, newest first (20410 otherwise)`,
    body: z.object(pageInput),
    result: z.object({ list: z.array(mailSummarySchema), total: z.int() }),
    handler: async ({ body, session }) => {
      const { list, total } = mailbox().page(session.tenantId, body.pageNum, body.pageSize);
      return { list: list.map(summaryOf), total };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/system/mail/find",
    auth: "operator",
    access: [{ page: "dev_mail" }],
    tag: TAG,
    summary: "Development only: one message of the tenant's mailbox, body included (20410 otherwise)",
    query: z.object({ id: z.int() }),
    result: mailSchema,
    handler: async ({ query, session }) => {
      const mail = mailbox().find(session.tenantId, query.id);
      if (!mail) throw notFound();
      return { ...summaryOf(mail), from: mail.from, text: mail.text, qrCodes: mail.qrCodes };
    },
  });
}
