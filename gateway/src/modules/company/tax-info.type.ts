import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { MaskedNumber } from "../shared/masked-number.type";

@ObjectType({ description: "The vendor's tax identity; before its first save every field is null and `version` 0." })
export class TaxInfo {
  @Field(() => ID, { nullable: true, description: "The tax type (`taxTypes`)." })
  taxTypeId!: string | null;

  @Field(() => String, { nullable: true, description: "The tax type's code, e.g. EIN." })
  taxTypeCode!: string | null;

  @Field(() => String, { nullable: true, description: "The tax type's name." })
  taxTypeName!: string | null;

  @Field(() => String, { nullable: true, description: "The legal name the TIN is registered to." })
  legalName!: string | null;

  @Field(() => MaskedNumber, { description: "The stored TIN: whether there is one and its last four digits only." })
  tin!: MaskedNumber;

  @Field(() => Int, { description: "Optimistic-lock version (0 before the first save): send it to `saveTaxInfo`." })
  version!: number;

  @Field(() => DateTimeScalar, { nullable: true, description: "When it was last saved; null before the first save." })
  updateTime!: string | null;
}
