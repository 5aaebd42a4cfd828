import { Field, ID, InputType } from "type-graphql";

@InputType({
  description:
    "The vendor's public home page. Images are uploaded first with `uploadFile`; each id must be an image of the " +
    "tenant (UPSTREAM_ERROR 20404 otherwise).",
})
export class VendorPageInput {
  @Field(() => ID, { nullable: true, description: "Required: the page's background image (1920×768 recommended)." })
  backgroundImageFileId?: string | null;

  @Field(() => ID, { nullable: true, description: "Required: the vendor's logo." })
  logoFileId?: string | null;

  @Field(() => [ID], { nullable: true, description: "The carousel's images in their order, at most 10." })
  bgImageFileIds?: string[] | null;

  @Field(() => String, { description: "Required, up to 2000 characters." })
  aboutUs!: string;

  @Field(() => String, { nullable: true, description: "Up to 200 characters." })
  slogan?: string | null;

  @Field(() => String, { nullable: true, description: "The support phone's area code: `+` and 1 to 4 digits." })
  supportPhoneCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The support phone number (the phone rule). A support phone or e-mail is required.",
  })
  supportPurePhone?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The support e-mail address. Without it and a phone: 'Enter a support phone or e-mail' here.",
  })
  supportEmail?: string | null;
}
