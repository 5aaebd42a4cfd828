import { ArgsType, Field } from "type-graphql";

@ArgsType()
export class LoginArgs {
  @Field(() => String)
  username!: string;

  @Field(() => String)
  password!: string;
}

@ArgsType()
export class LoginWithAuthCodeArgs {
  @Field(() => String)
  authCode!: string;

  @Field(() => String)
  userName!: string;
}
