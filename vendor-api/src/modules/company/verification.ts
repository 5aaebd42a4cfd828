import { and, eq, isNull, sql } from "drizzle-orm";
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { AppContext } from "../../context";
import { companyInfos, emailVerificationCodes, notificationOutbox } from "../../db/schema";
import { assertValid } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { fail, isBlank, VERIFICATION_CODE_MINUTES } from "../../protocol/rules";
import { findCompanyInfo, findCompanyRow } from "./company-info";
import type { CompanyInfo } from "./schemas";

/** Wrong codes a code survives: a million codes cannot be guessed in ten minutes at this rate. */
const FAILED_ATTEMPTS_MAX = 5;

/** The hash binds the code to the tenant and the address it was sent to. */
const hashCode = (tenantId: number, email: string, code: string) =>
  createHash("sha256").update(`${tenantId}:${email.toLowerCase()}:${code}`).digest("hex");

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const invalidCode = () => assertValid({ code: fail("company.invalidCode") });

/**
 * Makes a 6-digit code for the saved contact e-mail, keeps only its hash (replacing any earlier code) and queues one
 * e-mail with it in the notification outbox, for the SMTP sender (docs/company-contract.md section 4).
 */
export async function sendEmailVerification(
  context: AppContext,
  session: OperatorSession,
): Promise<{ sentTo: string; expiresAt: string }> {
  const { db } = context;
  const { tenantId } = session;
  const company = await findCompanyRow(db, tenantId);
  if (!company) assertValid({ contactEmail: fail("required") });
  const email = company!.contactEmail;
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const expiresAt = new Date(context.now().getTime() + VERIFICATION_CODE_MINUTES * 60_000);
  const codeRow = { email, codeHash: hashCode(tenantId, email, code), expiresAt, usedAt: null, failedAttempts: 0 };
  await db.transaction(async (tx) => {
    await tx
      .insert(emailVerificationCodes)
      .values({ tenantId, ...codeRow })
      .onConflictDoUpdate({ target: emailVerificationCodes.tenantId, set: { ...codeRow, createdAt: context.now() } });
    await tx.insert(notificationOutbox).values({
      tenantId,
      audience: "recipient",
      channel: "email",
      subject: "Your e-mail verification code",
      // The body carries the code: encrypted at rest like every secret, emptied once sent (mail-delivery.ts).
      content: context.secrets.encrypt(
        `Your code to verify the contact e-mail of ${company!.companyName} is ${code}.\n\n` +
          `It is valid for ${VERIFICATION_CODE_MINUTES} minutes and can be used once. If you did not ask for it, ` +
          `ignore this e-mail.`,
      ),
      recipients: [email],
      recipientCount: 1,
      status: "queued",
      createdBy: session.userId,
    });
  });
  return { sentTo: email, expiresAt: expiresAt.toISOString() };
}

/** Accepts the latest code once, within its time, for the address it was sent to and that is still the contact's. */
export async function confirmEmailVerification(
  context: AppContext,
  session: OperatorSession,
  code: string | null | undefined,
): Promise<CompanyInfo> {
  const { db } = context;
  const { tenantId } = session;
  if (isBlank(code)) assertValid({ code: fail("required") });
  const [company, [stored]] = await Promise.all([
    findCompanyRow(db, tenantId),
    db.select().from(emailVerificationCodes).where(eq(emailVerificationCodes.tenantId, tenantId)).limit(1),
  ]);
  const now = context.now();
  const usable =
    company !== undefined &&
    stored !== undefined &&
    stored.usedAt === null &&
    stored.expiresAt > now &&
    stored.failedAttempts < FAILED_ATTEMPTS_MAX &&
    stored.email.toLowerCase() === company.contactEmail.toLowerCase();
  if (!usable) invalidCode();
  if (!sameHash(stored!.codeHash, hashCode(tenantId, stored!.email, code!.trim()))) {
    await db
      .update(emailVerificationCodes)
      .set({ failedAttempts: sql`${emailVerificationCodes.failedAttempts} + 1` })
      .where(eq(emailVerificationCodes.tenantId, tenantId));
    invalidCode();
  }
  await db.transaction(async (tx) => {
    // Two confirmations at once: only the one that marks the code used goes on.
    const [used] = await tx
      .update(emailVerificationCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationCodes.tenantId, tenantId),
          eq(emailVerificationCodes.codeHash, stored!.codeHash),
          isNull(emailVerificationCodes.usedAt),
        ),
      )
      .returning({ tenantId: emailVerificationCodes.tenantId });
    if (!used) invalidCode();
    await tx
      .update(companyInfos)
      .set({ emailVerifiedAt: now })
      .where(
        and(
          eq(companyInfos.tenantId, tenantId),
          sql`lower(${companyInfos.contactEmail}) = ${stored!.email.toLowerCase()}`,
        ),
      );
  });
  return findCompanyInfo(db, tenantId);
}
