import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";

@ObjectType({ description: "A stored image (PNG or JPEG under 5 MB), referenced by trips and tags through its id." })
export class UploadedFile {
  @Field(() => ID, { description: "The file's id; trips and tags refer to it." })
  id!: string;

  @Field(() => String, { description: "The original file name (informative only)." })
  name!: string;

  @Field(() => String, { description: "image/png or image/jpeg, detected from the file's content." })
  contentType!: string;

  @Field(() => Int, { description: "Size in bytes." })
  size!: number;

  @Field(() => String, {
    description:
      "Gateway path serving the bytes: `GET /files/:id` with `Authorization: Bearer <Session.token>` " +
      "(files of the session's tenant only).",
  })
  url!: string;

  @Field(() => DateTimeScalar, { description: "When it was uploaded." })
  createTime!: string;
}
