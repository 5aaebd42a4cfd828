import { Field, ID, InputType } from "type-graphql";

@InputType({ description: "A tag's settings (create and update)." })
export class TagInput {
  @Field(() => String, { description: "Required, up to 50 characters, unique per tenant." })
  name!: string;

  @Field(() => ID, { description: "An image uploaded with `uploadFile` (required)." })
  thumbnailFileId!: string;
}

@InputType({ description: "Narrows the tag list." })
export class TagFilter {
  @Field(() => String, { nullable: true, description: "Part of the tag name." })
  name?: string | null;
}
