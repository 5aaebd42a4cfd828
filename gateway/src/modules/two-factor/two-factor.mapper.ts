import QRCode from "qrcode";
import { z } from "zod";

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean().nullish(),
  recoveryCodesLeft: z.number().int().nullish(),
});

export const enrolmentSchema = z.object({ secret: z.string().min(1), otpauthUri: z.string().startsWith("otpauth://") });

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const twoFactorPolicySchema = z.object({ requireForManagers: z.boolean() });

/** Drawn here rather than in the browser, so the console ships no QR encoder and the key never leaves this answer. */
export async function qrCodeDataUrl(otpauthUri: string): Promise<string> {
  const svg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
