import { Field, InputType } from "type-graphql";
import { PermissionType } from "../account/permission.type";

@InputType({ description: "A role's name and description (create and update)." })
export class RoleInput {
  @Field(() => String, { description: "Required, up to 50 characters, unique per tenant." })
  name!: string;

  @Field(() => String, { nullable: true, description: "Up to 200 characters; blank clears it." })
  description?: string | null;
}

@InputType({ description: "Narrows the role list." })
export class RoleFilter {
  @Field(() => String, { nullable: true, description: "Part of the role name." })
  name?: string | null;
}

@InputType({ description: "One catalogue entry to grant (`permissionCatalogue`)." })
export class ResourceInput {
  @Field(() => PermissionType, { description: "A page or an action." })
  type!: PermissionType;

  @Field(() => String, { description: "The entry's url, as the catalogue names it." })
  url!: string;
}
