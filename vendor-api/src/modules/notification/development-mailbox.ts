import { rowsBefore } from "../../db/list-query";
import { printDevelopmentMail, type PrintedMail } from "./mail-delivery";

/** How the vendor API's e-mail leaves (docs/system-contract.md section 10). */
export type MailDeliveryMode = "smtp" | "development" | "queued";

export interface DevelopmentMail extends PrintedMail {
  /** The outbox row the message came from: unique, and increasing with time. */
  id: number;
  sentAt: Date;
}

/** The most messages kept per tenant: older ones drop out, the terminal still has them. */
export const DEVELOPMENT_MAILBOX_SIZE = 100;

/**
 * The messages printed instead of sent (development without SMTP), kept in memory per tenant for the console's mail
 * screen. Only in memory: a code never reaches the database in clear, and the outbox row's body is emptied once
 * handled as for a sent message (mail-delivery.ts).
 */
export class DevelopmentMailbox {
  private readonly byTenant = new Map<number, DevelopmentMail[]>();

  constructor(private readonly size = DEVELOPMENT_MAILBOX_SIZE) {}

  record(mail: PrintedMail, sentAt: Date): void {
    const mails = this.byTenant.get(mail.tenantId) ?? [];
    mails.unshift({ ...mail, id: mail.outboxId, sentAt });
    mails.length = Math.min(mails.length, this.size);
    this.byTenant.set(mail.tenantId, mails);
  }

  /** The tenant's messages, newest first. */
  page(tenantId: number, pageNum: number, pageSize: number): { list: DevelopmentMail[]; total: number } {
    const mails = this.byTenant.get(tenantId) ?? [];
    const before = rowsBefore({ pageNum, pageSize });
    return { list: mails.slice(before, before + pageSize), total: mails.length };
  }

  find(tenantId: number, id: number): DevelopmentMail | undefined {
    return this.byTenant.get(tenantId)?.find((mail) => mail.id === id);
  }
}

/** What `npm start` does with a message outside production without SMTP: prints it and keeps it for the mail screen. */
export const showDevelopmentMail =
  (mailbox: DevelopmentMailbox, now: () => Date) =>
  (mail: PrintedMail): void => {
    printDevelopmentMail(mail);
    mailbox.record(mail, now());
  };
