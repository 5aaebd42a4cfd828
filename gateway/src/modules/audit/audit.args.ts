import { ArgsType, Field, ID } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { AuditArea } from "./audit.enums";

@ArgsType()
export class AuditTrailArgs {
  @Field(() => AuditArea, { nullable: true, description: "Only changes of this area." })
  area?: AuditArea | null;

  @Field(() => ID, { nullable: true, description: "Only changes of this record (with `area`)." })
  targetId?: string | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}
