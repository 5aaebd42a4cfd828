import { Field, ID, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { PageOf } from "../shared/page.type";
import { AuditArea } from "./audit.enums";

@ObjectType({
  description:
    "A record a change refers to by id (a city, region, time zone, tax type, image or trip), named as it is now, " +
    "not as it was when the change was made.",
})
export class AuditReference {
  @Field(() => ID, { description: "The record's id, as `from`, `to` or their items hold it." })
  id!: string;

  @Field(() => String, {
    nullable: true,
    description: "The record's current name; null when it no longer exists (deleted).",
  })
  name!: string | null;
}

@ObjectType({ description: "One field's change. Secrets and passwords say only that they changed (`secret`)." })
export class AuditChange {
  @Field(() => String, {
    description: "The changed field as the vendor REST protocol names it (`gatewayType`).",
  })
  field!: string;

  @Field(() => String, { nullable: true, description: "The value before (null when none, or for a secret)." })
  from!: string | null;

  @Field(() => String, { nullable: true, description: "The value after (null when none, or for a secret)." })
  to!: string | null;

  @Field(() => [String], {
    nullable: true,
    description: "The value before when it is a list (a user's roles, a role's permission urls), item by item.",
  })
  fromItems!: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description: "The value after when it is a list (a user's roles, a role's permission urls), item by item.",
  })
  toItems!: string[] | null;

  @Field(() => [AuditReference], {
    nullable: true,
    description:
      "For a field that refers to records by id (`cityId`, `taxTypeId`, images, a coupon's trips): each id of " +
      "`from` and `to` with the record's current name. Null for any other field, or when the vendor API does not " +
      "name them.",
  })
  references!: AuditReference[] | null;

  @Field(() => Boolean, { description: "A secret or password: changed, values never recorded." })
  secret!: boolean;
}

@ObjectType({ description: "One recorded change of a setting: who changed what, when." })
export class AuditEntry {
  @Field(() => ID, { description: "The entry's id." })
  id!: string;

  @Field(() => AuditArea, { description: "The kind of record changed." })
  area!: AuditArea;

  @Field(() => String, { description: "What was done (`add`, `edit`, `delete`, `assignRoles`, …)." })
  action!: string;

  @Field(() => ID, { nullable: true, description: "The changed record's id, where it has one." })
  targetId!: string | null;

  @Field(() => String, { nullable: true, description: "The changed record's name when the change was made." })
  targetName!: string | null;

  @Field(() => [AuditChange], { description: "The fields changed, each with its value before and after." })
  changes!: AuditChange[];

  @Field(() => String, { description: "The user name of whoever made the change." })
  actor!: string;

  @Field(() => DateTimeScalar, { description: "When the change was made." })
  time!: string;
}

@ObjectType({ description: "A page of audit entries, newest first." })
export class AuditPage extends PageOf(AuditEntry) {}
