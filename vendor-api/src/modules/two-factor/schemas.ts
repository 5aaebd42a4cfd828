import { z } from "zod";

export const codeInput = z.object({
  code: z.string().describe("The 6-digit code of the authenticator app, or (where accepted) a recovery code"),
});

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean().describe("The user signs in with a second factor"),
  required: z.boolean().describe("The user has one or the tenant requires one of them"),
  recoveryCodesLeft: z.int().describe("Unused recovery codes"),
});

export const enrolmentSchema = z.object({
  secret: z.string().describe("The TOTP secret (base32), answered this once for manual entry"),
  otpauthUri: z.string().describe("otpauth://totp/… for a QR code"),
});

export const twoFactorPolicySchema = z.object({
  requireForManagers: z
    .boolean()
    .describe("Users holding payment configuration or user or role management must sign in with a second factor"),
});
