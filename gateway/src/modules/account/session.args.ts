import { ArgsType, Field } from "type-graphql";

@ArgsType()
export class LoginArgs {
  @Field(() => String, { description: "The user name." })
  username!: string;

  @Field(() => String, { description: "The user's password." })
  password!: string;
}

@ArgsType()
export class LoginWithAuthCodeArgs {
  @Field(() => String, { description: "The one-time auth code the vendor API issued (valid 60 s, usable once)." })
  authCode!: string;

  @Field(() => String, { description: "The user the code was issued for." })
  userName!: string;
}
