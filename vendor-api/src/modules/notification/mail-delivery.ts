import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { createTransport, type Transporter } from "nodemailer";
import type { Db } from "../../db/connect";
import { notificationOutbox } from "../../db/schema";
import { isEncrypted, type Keyring } from "../../security/secrets";
import { startOutboxWorker, type OutboxWorker } from "../../shared/outbox-worker";
import { withQrImages } from "./qr-images";

export interface MailDeliveryOptions {
  db: Db;
  /** smtp:// or smtps:// URL, credentials included; never logged. */
  smtpUrl?: string;
  /**
   * Without an SMTP server, outside production only: each message is handed to this instead of being sent (npm start
   * prints it in the terminal, codes included, so that a developer can read it), and counts as sent.
   */
  printInstead?: (mail: PrintedMail) => void;
  from: string;
  /**
   * Opens the bodies and QR code texts stored encrypted because they carry a code: a verification code
   * (docs/company-contract.md section 4), a confirmation's ticket codes (order/resend.ts).
   */
  keyring: Pick<Keyring, "decrypt">;
  pollMs?: number;
  /** How long a failed message waits before its next attempt. */
  retryAfterMs?: number;
  log?: (message: string, details: Record<string, unknown>) => void;
}

export interface PrintedMail {
  tenantId: number;
  /** The notification_outbox row it was queued as. */
  outboxId: number;
  from: string;
  to: string[];
  bcc: string[];
  subject: string;
  text: string;
  /** Texts shown as QR code images below the text (ticket codes); empty for most messages. */
  qrCodes: string[];
}

/** How `npm start` shows a message it does not send: a block in the terminal, whole. */
export function printDevelopmentMail(mail: PrintedMail): void {
  const rule = "─".repeat(72);
  const lines = [
    `── E-mail, not sent (SMTP_URL is not set; outside production it is shown here) ${"─".repeat(8)}`,
    `From:    ${mail.from}`,
    `To:      ${mail.to.join(", ")}`,
    ...(mail.bcc.length ? [`Bcc:     ${mail.bcc.join(", ")}`] : []),
    `Subject: ${mail.subject}`,
    "",
    mail.text,
    rule,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

/** `runOnce` sends what is queued now and answers how many outbox rows it handled. */
export type MailDelivery = OutboxWorker;

const BATCH = 10;
export const MAX_ATTEMPTS = 3;
/** A row left in `sending` this long belongs to a sender that died mid-send: another may take it. */
const ABANDONED_AFTER = sql`interval '5 minutes'`;
const ERROR_MAX = 500;

type OutboxRow = typeof notificationOutbox.$inferSelect;

/**
 * Claims queued e-mail rows with FOR UPDATE SKIP LOCKED, so several vendor-api instances on one database never send
 * a message twice, then sends each as one message: to passengers in Bcc, to a single recipient in To.
 * A failed attempt goes back to the queue until MAX_ATTEMPTS, then stays `failed` with the SMTP server's answer.
 */
export function startMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const { db, from } = options;
  if (!options.smtpUrl && !options.printInstead) throw new Error("Mail delivery needs an SMTP URL or a printer");
  const transport: Transporter = options.smtpUrl
    ? createTransport(options.smtpUrl)
    : createTransport({ jsonTransport: true });
  const retryBefore = sql`now() - ${options.retryAfterMs ?? 30_000} * interval '1 millisecond'`;

  async function claim() {
    const claimable = db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.channel, "email"),
          or(
            and(
              eq(notificationOutbox.status, "queued"),
              or(isNull(notificationOutbox.claimedAt), lt(notificationOutbox.claimedAt, retryBefore)),
            ),
            and(
              eq(notificationOutbox.status, "sending"),
              lt(notificationOutbox.claimedAt, sql`now() - ${ABANDONED_AFTER}`),
            ),
          ),
        ),
      )
      .orderBy(asc(notificationOutbox.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return db
      .update(notificationOutbox)
      .set({ status: "sending", claimedAt: sql`now()`, attempts: sql`${notificationOutbox.attempts} + 1` })
      .where(inArray(notificationOutbox.id, claimable))
      .returning();
  }

  /** Answers the addresses the server refused; throws when it took none. */
  async function send(row: OutboxRow) {
    if (row.recipients.length === 0) return [];
    // Passengers never see each other's address; a single addressee (a verification code) is written to directly.
    const addressees = row.audience === "recipient" ? { to: row.recipients } : { to: from, bcc: row.recipients };
    const text = isEncrypted(row.content) ? options.keyring.decrypt(row.content) : row.content;
    const qrCodes = (row.qrCodes ?? []).map((code) => options.keyring.decrypt(code));
    const info = await transport.sendMail({
      from,
      ...addressees,
      subject: row.subject,
      text,
      ...(qrCodes.length > 0 ? await withQrImages(text, qrCodes) : {}),
    });
    options.printInstead?.({
      tenantId: row.tenantId,
      outboxId: row.id,
      from,
      to: [addressees.to].flat(),
      bcc: row.audience === "recipient" ? [] : row.recipients,
      subject: row.subject,
      text,
      qrCodes,
    });
    return (info.rejected ?? []).map(String);
  }

  async function deliver(row: OutboxRow) {
    try {
      const refused = await send(row);
      // The others did get it: sending again would reach them twice, so a partly refused message counts as sent.
      const error = refused.length > 0 ? `Refused by the server: ${refused.join(", ")}` : null;
      await db
        .update(notificationOutbox)
        .set({
          status: "sent",
          sentAt: sql`now()`,
          error: error?.slice(0, ERROR_MAX) ?? null,
          // A sent code has no further use at rest: its body and its QR code texts go (shown instead of sent, in
          // development, too: the development mailbox keeps its copy in memory only).
          ...(isEncrypted(row.content) ? { content: "", qrCodes: null } : {}),
        })
        .where(eq(notificationOutbox.id, row.id));
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
      const status = row.attempts >= MAX_ATTEMPTS ? "failed" : "queued";
      await db.update(notificationOutbox).set({ status, error: message }).where(eq(notificationOutbox.id, row.id));
      options.log?.("e-mail notification not delivered", { id: row.id, attempt: row.attempts, status, error: message });
    }
  }

  const worker = startOutboxWorker({
    claim,
    handle: deliver,
    batch: BATCH,
    pollMs: options.pollMs,
    failure: "e-mail delivery run failed",
    log: options.log,
  });
  return {
    runOnce: worker.runOnce,
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}
