import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { PermissionType } from "../account/permission.type";
import { PageOf } from "../shared/page.type";

@ObjectType({ description: "A role as a user holds it: its id and name." })
export class RoleRef {
  @Field(() => ID, { description: "The role's id." })
  id!: string;

  @Field(() => String, { description: "The role's name." })
  name!: string;
}

@ObjectType({ description: "One permission a role grants: a page (its route key) or a cmd (the call it allows)." })
export class GrantedResource {
  @Field(() => PermissionType, { description: "A page or an action." })
  type!: PermissionType;

  @Field(() => String, { description: "The route key of a page, or the path of a cmd." })
  url!: string;
}

@ObjectType({ description: "A named set of permissions that users hold." })
export class Role {
  @Field(() => ID, { description: "The role's id." })
  id!: string;

  @Field(() => String, { description: "Unique per tenant, up to 50 characters." })
  name!: string;

  @Field(() => String, { nullable: true, description: "Up to 200 characters." })
  description!: string | null;

  @Field(() => Boolean, {
    description:
      "Holds every entry of the catalogue, later ones included (the demo Administrator); `assignRoleResources` " +
      "turns it into an explicit list.",
  })
  allPermissions!: boolean;

  @Field(() => [GrantedResource], { description: "What the role grants (every catalogue entry when allPermissions)." })
  permissions!: GrantedResource[];

  @Field(() => Int, { description: "How many users hold the role; a held role cannot be deleted." })
  userCount!: number;

  @Field(() => Int, { description: "Optimistic-lock version: send it with edits (STALE_DATA when it changed since)." })
  version!: number;

  @Field(() => DateTimeScalar, { description: "When it was added." })
  createTime!: string;
}

@ObjectType({ description: "A page of roles, oldest first." })
export class RolePage extends PageOf(Role) {}

@ObjectType({
  description:
    "One entry of the permission catalogue, placed in the Assign Resources tree by `group` and `parent`. Granting a " +
    "page never grants its cmds: each entry is granted on its own.",
})
export class CatalogueEntry {
  @Field(() => PermissionType, { description: "A page or an action." })
  type!: PermissionType;

  @Field(() => String, { description: "The route key of a page, or the path of a cmd." })
  url!: string;

  @Field(() => String, { description: "The English name (page title or action)." })
  name!: string;

  @Field(() => String, { description: "The menu group the entry sits under (`system`, `sales`, …)." })
  group!: string;

  @Field(() => String, {
    nullable: true,
    description: "The page (its url) the entry sits under: a hidden page's opener, a cmd's screen; null for a page.",
  })
  parent!: string | null;
}
