import { z } from "zod";

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean().nullish(),
  recoveryCodesLeft: z.number().int().nullish(),
});

export const enrolmentSchema = z.object({ secret: z.string().min(1), otpauthUri: z.string().startsWith("otpauth://") });

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const twoFactorPolicySchema = z.object({ requireForManagers: z.boolean() });
