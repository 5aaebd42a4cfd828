import { Field, ID, InputType } from "type-graphql";
import { UserStatus } from "./user.enums";

@InputType({ description: "A user's editable details (create and update)." })
export class UpdateUserInput {
  @Field(() => String, { description: "Required, up to 50 characters, the name rule." })
  firstName!: string;

  @Field(() => String, { description: "Required, up to 50 characters, the name rule." })
  lastName!: string;

  @Field(() => String, { nullable: true, description: "Optional e-mail address; blank clears it." })
  email?: string | null;

  @Field(() => String, { nullable: true, description: "The phone's area code; required with a phone." })
  phoneCode?: string | null;

  @Field(() => String, { nullable: true, description: "Optional phone, unique per tenant; blank clears it." })
  phone?: string | null;

  @Field(() => UserStatus, { description: "FORBIDDEN ends every session of the user at once." })
  status!: UserStatus;
}

@InputType({ description: "A new user: login name, first password and roles besides the details." })
export class CreateUserInput extends UpdateUserInput {
  @Field(() => String, { description: "Required, 3–50 letters, digits, `_ . -`, unique across tenants." })
  username!: string;

  @Field(() => String, { description: "The first password, 6–128 characters. Never answered back." })
  password!: string;

  @Field(() => [ID], { description: "At least one role (`assignableRoles`), each a subset of the caller's own." })
  roleIds!: string[];
}

@InputType({ description: "Narrows the user list." })
export class UserFilter {
  @Field(() => String, { nullable: true, description: "Part of the user name." })
  username?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the first or last name." })
  name?: string | null;

  @Field(() => UserStatus, { nullable: true, description: "Only users of this status." })
  status?: UserStatus | null;
}
