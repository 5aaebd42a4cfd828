import { Field, ID, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { PageOf } from "../shared/page.type";
import { AuditArea } from "./audit.enums";

@ObjectType({ description: "One field's change. Secrets and passwords say only that they changed (`secret`)." })
export class AuditChange {
  @Field(() => String)
  field!: string;

  @Field(() => String, { nullable: true, description: "The value before (null when none, or for a secret)." })
  from!: string | null;

  @Field(() => String, { nullable: true, description: "The value after (null when none, or for a secret)." })
  to!: string | null;

  @Field(() => Boolean, { description: "A secret or password: changed, values never recorded." })
  secret!: boolean;
}

@ObjectType({ description: "One recorded change of a setting: who changed what, when." })
export class AuditEntry {
  @Field(() => ID)
  id!: string;

  @Field(() => AuditArea)
  area!: AuditArea;

  @Field(() => String, { description: "What was done (`add`, `edit`, `delete`, `assignRoles`, …)." })
  action!: string;

  @Field(() => ID, { nullable: true, description: "The changed record's id, where it has one." })
  targetId!: string | null;

  @Field(() => String, { nullable: true, description: "The changed record's name when the change was made." })
  targetName!: string | null;

  @Field(() => [AuditChange])
  changes!: AuditChange[];

  @Field(() => String, { description: "The user name of whoever made the change." })
  actor!: string;

  @Field(() => DateTimeScalar)
  time!: string;
}

@ObjectType({ description: "A page of audit entries, newest first." })
export class AuditPage extends PageOf(AuditEntry) {}
