import { ArgsType, Field } from "type-graphql";

@ArgsType()
export class ChangePasswordArgs {
  @Field(() => String, { description: "The current password." })
  password!: string;

  @Field(() => String, { description: "The new password, 6 to 128 characters." })
  newPassword!: string;
}
