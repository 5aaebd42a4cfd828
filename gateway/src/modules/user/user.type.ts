import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { RoleRef } from "../role/role.type";
import { PageOf } from "../shared/page.type";
import { UserStatus } from "./user.enums";

@ObjectType({
  description: "An operator account of the tenant. Passwords and their hashes never leave the vendor API.",
})
export class User {
  @Field(() => ID, { description: "The user's id." })
  id!: string;

  @Field(() => String, { description: "The login name, unique across tenants." })
  username!: string;

  @Field(() => String, { description: "First name." })
  firstName!: string;

  @Field(() => String, { description: "Last name." })
  lastName!: string;

  @Field(() => String, { nullable: true, description: "E-mail address." })
  email!: string | null;

  @Field(() => String, { nullable: true, description: "The phone's area code (e.g. `+1`)." })
  phoneCode!: string | null;

  @Field(() => String, { nullable: true, description: "Phone number." })
  phone!: string | null;

  @Field(() => UserStatus, { description: "FORBIDDEN accounts cannot log in; forbidding one ends its sessions." })
  status!: UserStatus;

  @Field(() => [RoleRef], { description: "The roles the user holds." })
  roles!: RoleRef[];

  @Field(() => String, { nullable: true, description: "The user name of whoever created the account." })
  creator!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "The last successful login; null when never." })
  lastLoginTime!: string | null;

  @Field(() => Boolean, { description: "Set by `resetUserPassword`: the user must choose a new password first." })
  mustChangePassword!: boolean;

  @Field(() => Boolean, {
    description:
      "The user signs in with a second factor (false when the vendor API does not say); `resetUserTwoFactor` removes it.",
  })
  twoFactorEnabled!: boolean;

  @Field(() => Int, { description: "Optimistic-lock version: send it with edits (STALE_DATA when it changed since)." })
  version!: number;

  @Field(() => DateTimeScalar, { description: "When the user was added." })
  createTime!: string;
}

@ObjectType({ description: "A page of users, newest first." })
export class UserPage extends PageOf(User) {}
