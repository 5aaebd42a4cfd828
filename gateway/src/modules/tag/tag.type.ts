import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { PageOf } from "../shared/page.type";

@ObjectType({ description: "A label shown on trips (at most 20 per tenant), with a thumbnail image." })
export class Tag {
  @Field(() => ID, { description: "The tag's id." })
  id!: string;

  @Field(() => String, { description: "Unique per tenant, up to 50 characters." })
  name!: string;

  @Field(() => ID, { description: "The uploaded thumbnail image (`uploadFile`)." })
  thumbnailFileId!: string;

  @Field(() => String, {
    description: "Where the browser loads the thumbnail: the gateway's `GET /files/:id` (needs the session's bearer).",
  })
  thumbnailUrl!: string;

  @Field(() => Int, { description: "How many trips carry this tag." })
  tripCount!: number;

  @Field(() => Int, { description: "Optimistic-lock version: send it back to `updateTag` / `deleteTag`." })
  version!: number;

  @Field(() => DateTimeScalar, { description: "When it was added." })
  createTime!: string;
}

@ObjectType({ description: "A page of tags, oldest first." })
export class TagPage extends PageOf(Tag) {}
