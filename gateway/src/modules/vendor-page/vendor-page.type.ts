import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";

@ObjectType({ description: "An image of the vendor's home page, with who uploaded it and when." })
export class PageImage {
  @Field(() => ID, { description: "The uploaded file (`uploadFile`)." })
  fileId!: string;

  @Field(() => String, {
    description:
      "Where the browser loads the image: the gateway's `GET /files/:id` (needs the session's bearer), as for trips.",
  })
  url!: string;

  @Field(() => String, { nullable: true, description: "The file's original name." })
  name!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "When it was uploaded." })
  uploadTime!: string | null;

  @Field(() => String, { nullable: true, description: "The user name of whoever uploaded it." })
  uploaderName!: string | null;
}

@ObjectType({
  description: "The vendor's public home page; before its first save every field is null, no images and `version` 0.",
})
export class VendorPage {
  @Field(() => ID, { nullable: true, description: "The background image's file id." })
  backgroundImageFileId!: string | null;

  @Field(() => ID, { nullable: true, description: "The logo's file id." })
  logoFileId!: string | null;

  @Field(() => [ID], { description: "The carousel images' file ids, in order." })
  bgImageFileIds!: string[];

  @Field(() => PageImage, { nullable: true, description: "The background image." })
  backgroundImage!: PageImage | null;

  @Field(() => PageImage, { nullable: true, description: "The logo." })
  logo!: PageImage | null;

  @Field(() => [PageImage], { description: "The carousel images, in order." })
  bgImages!: PageImage[];

  @Field(() => String, { nullable: true, description: "About the vendor (up to 2000 characters)." })
  aboutUs!: string | null;

  @Field(() => String, { nullable: true, description: "The vendor's slogan." })
  slogan!: string | null;

  @Field(() => String, { nullable: true, description: "The support phone's area code, e.g. +1." })
  supportPhoneCode!: string | null;

  @Field(() => String, { nullable: true, description: "The support phone number without its area code." })
  supportPurePhone!: string | null;

  @Field(() => String, { nullable: true, description: "The support e-mail address." })
  supportEmail!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The public home page, `https://<domain>/`; null while the tenant has no domain.",
  })
  homePageUrl!: string | null;

  @Field(() => Int, { description: "Optimistic-lock version (0 before the first save): send it to `saveVendorPage`." })
  version!: number;

  @Field(() => DateTimeScalar, { nullable: true, description: "When it was last saved; null before the first save." })
  updateTime!: string | null;
}
