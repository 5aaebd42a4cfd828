import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "The session user's two-factor sign-in (an authenticator app, RFC 6238)." })
export class TwoFactorStatus {
  @Field(() => Boolean, { description: "Signing in takes a code from the authenticator app after the password." })
  enabled!: boolean;

  @Field(() => Boolean, {
    description:
      "The tenant requires it of this user (they hold payment configuration or user or role management). Required " +
      "but not enabled: every call but the set-up answers TWO_FACTOR_ENROLMENT_REQUIRED.",
  })
  required!: boolean;

  @Field(() => Int, { description: "Recovery codes not used yet (0 when not enabled)." })
  recoveryCodesLeft!: number;
}

@ObjectType({
  description:
    "A set-up in progress: add the key to an authenticator app (scan the QR code or type the key), then confirm with " +
    "a code. Shown this once: the key is never answered again.",
})
export class TwoFactorEnrolment {
  @Field(() => String, { description: "The secret key (base32) for typing into the app." })
  secret!: string;

  @Field(() => String, { description: "The `otpauth://totp/…` URI the QR code holds." })
  otpauthUri!: string;

  @Field(() => String, { description: "The QR code of `otpauthUri` as an SVG image data URL, for an `<img src>`." })
  qrCodeDataUrl!: string;
}

@ObjectType({ description: "The ten one-time recovery codes, answered once when two-factor sign-in is turned on." })
export class TwoFactorRecoveryCodes {
  @Field(() => [String], { description: "Each signs in once in place of an app code; keep them somewhere safe." })
  recoveryCodes!: string[];
}

@ObjectType({ description: "The tenant's two-factor sign-in policy." })
export class TwoFactorPolicy {
  @Field(() => Boolean, {
    description:
      "Users holding payment configuration or user or role management must sign in with a second factor; those " +
      "without one can do nothing but set it up.",
  })
  requireForManagers!: boolean;
}
