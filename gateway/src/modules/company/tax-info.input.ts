import { Field, ID, InputType } from "type-graphql";

@InputType({ description: "The vendor's tax identity." })
export class TaxInfoInput {
  @Field(() => ID, { nullable: true, description: "Required: a tax type of `taxTypes` (EIN, SSN, ITIN)." })
  taxTypeId?: string | null;

  @Field(() => String, { description: "Required legal name, up to 100 characters." })
  legalName!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The TIN in its type's format: EIN `NN-NNNNNNN`, SSN and ITIN `NNN-NN-NNNN` (dashes optional; an ITIN starts " +
      "with 9). Required on the first save and when the tax type changes; left out (or empty) it keeps the stored one. " +
      "Never answered back: `TaxInfo.tin` shows its last four digits.",
  })
  tin?: string | null;
}
