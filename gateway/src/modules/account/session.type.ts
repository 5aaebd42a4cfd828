import { Field, ID, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";

@ObjectType({ description: "The logged-in operator." })
export class SessionUser {
  @Field(() => ID, { description: "The user's id." })
  id!: string;

  @Field(() => String, { description: "The user name they sign in with." })
  username!: string;

  @Field(() => ID, { description: "The tenant the session works in." })
  tenantId!: string;

  @Field(() => ID, {
    description: "The tenant the account belongs to (differs from tenantId when acting for another).",
  })
  originalTenantId!: string;

  @Field(() => ID, { nullable: true, description: "The sales channel the user belongs to, when any." })
  channelId!: string | null;

  @Field(() => Boolean, { description: "The tenant's init flag: false until the setup guide is finished." })
  initialized!: boolean;

  @Field(() => Boolean, {
    description: "True for platform staff: the user's original tenant is the platform's own (SUPER_ADMIN_TENANT_ID).",
  })
  isSuperAdmin!: boolean;

  @Field(() => Boolean, {
    description:
      "The password was reset by an administrator: the console offers nothing but `changePassword` until it is done.",
  })
  mustChangePassword!: boolean;
}

@ObjectType({ description: "A login result: send `token` as `Authorization: Bearer <token>` on later requests." })
export class Session {
  @Field(() => String, { description: "The bearer token: send it as `Authorization: Bearer <token>`. Keep it secret." })
  token!: string;

  @Field(() => DateTimeScalar, { description: "When the session ends; log in again afterwards." })
  expiresAt!: Date;

  @Field(() => SessionUser, { description: "The signed-in user." })
  user!: SessionUser;
}
