import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { BusinessType } from "./company.enums";

@ObjectType({ description: "One change of the tenant's time zone, made by saving the company info." })
export class TimeZoneChange {
  @Field(() => String, { description: "The IANA time zone before the change." })
  fromTimeZone!: string;

  @Field(() => String, { description: "The IANA time zone after the change." })
  toTimeZone!: string;

  @Field(() => String, { description: "The user name of whoever saved it." })
  changedBy!: string;

  @Field(() => DateTimeScalar, { description: "When it was saved." })
  changeTime!: string;
}

@ObjectType({
  description:
    "The vendor's company record. Before its first save every field is null but the region (25, United States) and " +
    "the tenant's time zone, with `version` 0.",
})
export class CompanyInfo {
  @Field(() => BusinessType, { nullable: true, description: "The business's legal form." })
  businessType!: BusinessType | null;

  @Field(() => String, { nullable: true, description: "The company name, unique across vendors." })
  companyName!: string | null;

  @Field(() => String, { nullable: true, description: "US DOT number (1 to 8 digits)." })
  dotNumber!: string | null;

  @Field(() => String, { nullable: true, description: "Street address." })
  address!: string | null;

  @Field(() => ID, { nullable: true, description: "The city (`cities`)." })
  cityId!: string | null;

  @Field(() => String, { nullable: true, description: "The city's name." })
  cityName!: string | null;

  @Field(() => ID, { nullable: true, description: "The region or country (`regions`)." })
  regionId!: string | null;

  @Field(() => String, { nullable: true, description: "The region's name." })
  regionName!: string | null;

  @Field(() => ID, { nullable: true, description: "The time zone (`timeZones`), also the tenant's." })
  timeZoneId!: string | null;

  @Field(() => String, { nullable: true, description: "The time zone's IANA name, e.g. America/New_York." })
  timeZone!: string | null;

  @Field(() => String, { nullable: true, description: "The contact person." })
  contactName!: string | null;

  @Field(() => String, { nullable: true, description: "The contact phone's area code, e.g. +1." })
  contactPhoneCode!: string | null;

  @Field(() => String, { nullable: true, description: "The contact phone number without its area code." })
  contactPhone!: string | null;

  @Field(() => String, { nullable: true, description: "The contact e-mail address." })
  contactEmail!: string | null;

  @Field(() => String, { nullable: true, description: "The vendor's own host name, also the tenant's domain." })
  secondaryDomain!: string | null;

  @Field(() => Boolean, { description: "Whether the contact e-mail was verified (`verifyCompanyEmail`)." })
  emailVerified!: boolean;

  @Field(() => DateTimeScalar, { nullable: true, description: "When the contact e-mail was verified." })
  emailVerifiedAt!: string | null;

  @Field(() => [TimeZoneChange], { description: "The time zone's changes, newest first, at most 10." })
  timeZoneChanges!: TimeZoneChange[];

  @Field(() => Int, { description: "Optimistic-lock version (0 before the first save): send it to `saveCompanyInfo`." })
  version!: number;

  @Field(() => DateTimeScalar, { nullable: true, description: "When it was last saved; null before the first save." })
  updateTime!: string | null;
}

@ObjectType({ description: "A verification code is on its way to the contact e-mail." })
export class EmailVerificationSent {
  @Field(() => String, { description: "The address the code was sent to." })
  sentTo!: string;

  @Field(() => DateTimeScalar, { description: "When the code expires (10 minutes after sending)." })
  expiresAt!: string;
}
