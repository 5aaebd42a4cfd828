import { ArgsType, Field, ID } from "type-graphql";

@ArgsType()
export class CompleteTwoFactorLoginArgs {
  @Field(() => String, { description: "The user name the `login` was made with." })
  username!: string;

  @Field(() => String, { description: "`extensions.challenge` of the login's TWO_FACTOR_REQUIRED error." })
  challenge!: string;

  @Field(() => String, { description: "The 6-digit code of the authenticator app, or an unused recovery code." })
  code!: string;
}

@ArgsType()
export class TwoFactorCodeArgs {
  @Field(() => String, { description: "The 6-digit code of the authenticator app." })
  code!: string;
}

@ArgsType()
export class DisableTwoFactorArgs {
  @Field(() => String, { description: "The 6-digit code of the authenticator app, or an unused recovery code." })
  code!: string;
}

@ArgsType()
export class ResetUserTwoFactorArgs {
  @Field(() => ID, { description: "The user whose second factor is removed (not oneself)." })
  id!: string;
}

@ArgsType()
export class SaveTwoFactorPolicyArgs {
  @Field(() => Boolean, { description: "Turning it on takes a second factor of one's own." })
  requireForManagers!: boolean;
}
