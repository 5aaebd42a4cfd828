import { ArgsType, Field, ID } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { AuditArea } from "./audit.enums";

@ArgsType()
export class AuditTrailArgs {
  @Field(() => AuditArea, { nullable: true, description: "Only changes of this area." })
  area?: AuditArea | null;

  @Field(() => ID, { nullable: true, description: "Only changes of this record (with `area`)." })
  targetId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Only changes made by this user (their user name, whole, regardless of case).",
  })
  actor?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Only changes on or after this day, YYYY-MM-DD, in the tenant's time zone.",
  })
  dateFrom?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Only changes on or before this day, YYYY-MM-DD, in the tenant's time zone; not before `dateFrom` " +
      "(BAD_USER_INPUT on `dateTo`).",
  })
  dateTo?: string | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}
