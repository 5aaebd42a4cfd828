import { generateSecret, generateURI, verify } from "otplib";

/** The product's name in authenticator apps, before the user name. */
const ISSUER = "Vendor Console";

/** A code one period either side of now is accepted, for phones whose clocks drift (RFC 6238 section 5.2). */
const TOLERANCE_SECONDS = 30;

const TOTP_CODE = /^\d{6}$/;

export const isTotpCode = (code: string): boolean => TOTP_CODE.test(code);

export const newTotpSecret = (): string => generateSecret();

export const otpauthUri = (secret: string, username: string): string =>
  generateURI({ issuer: ISSUER, label: username, secret });

/**
 * The time step of `code` when it is right at `now` and later than `afterTimeStep` (the last step accepted), else
 * null: a code seen once is refused for the rest of its period, so an overheard code cannot be replayed.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  now: Date,
  afterTimeStep: number | null,
): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
