import { Field, ID, InputType } from "type-graphql";
import { BusinessType } from "./company.enums";

@InputType({
  description:
    "The company's settings. Fields the form may leave empty are nullable so that a missing one is refused on its " +
    "own name ('Required') like every other rule.",
})
export class CompanyInfoInput {
  @Field(() => BusinessType, { nullable: true, description: "Required." })
  businessType?: BusinessType | null;

  @Field(() => String, { description: "Required, up to 100 characters, unique across vendors (case-insensitive)." })
  companyName!: string;

  @Field(() => String, { nullable: true, description: "US DOT number: 1 to 8 digits, unique across vendors." })
  dotNumber?: string | null;

  @Field(() => String, { description: "Required, up to 200 characters." })
  address!: string;

  @Field(() => ID, { nullable: true, description: "Required: a city of `cities`." })
  cityId?: string | null;

  @Field(() => ID, { nullable: true, description: "Required: a region of `regions` (25 is the United States)." })
  regionId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "Required: a time zone of `timeZones`. Changing it changes the tenant's time zone and is recorded.",
  })
  timeZoneId?: string | null;

  @Field(() => String, { description: "Required, up to 100 characters." })
  contactName!: string;

  @Field(() => String, { nullable: true, description: "The phone's area code: `+` and 1 to 4 digits." })
  contactPhoneCode?: string | null;

  @Field(() => String, { description: "Required (the phone rule); area code and number unique across vendors." })
  contactPhone!: string;

  @Field(() => String, {
    description: "Required e-mail address, unique across vendors; changing it makes it unverified again.",
  })
  contactEmail!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The vendor's own host name (no scheme or path). It becomes the tenant's domain (the Website button); empty clears it.",
  })
  secondaryDomain?: string | null;
}
