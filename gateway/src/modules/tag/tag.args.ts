import { ArgsType, Field, ID, Int } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { TagFilter, TagInput } from "./tag.input";

@ArgsType()
export class TagsArgs {
  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;

  @Field(() => TagFilter, { nullable: true, description: "Narrows the list; every filter is optional." })
  filter?: TagFilter | null;
}

@ArgsType()
export class CreateTagArgs {
  @Field(() => TagInput, { description: "The new tag." })
  input!: TagInput;
}

@ArgsType()
export class UpdateTagArgs {
  @Field(() => ID, { description: "The tag's id." })
  id!: string;

  @Field(() => Int, { description: "The version read with the tag (STALE_DATA when it changed since)." })
  version!: number;

  @Field(() => TagInput, { description: "The tag's new fields." })
  input!: TagInput;
}

@ArgsType()
export class DeleteTagArgs {
  @Field(() => ID, { description: "The tag's id." })
  id!: string;

  @Field(() => Int, { nullable: true, description: "When given, STALE_DATA if the tag changed since it was read." })
  version?: number | null;
}
