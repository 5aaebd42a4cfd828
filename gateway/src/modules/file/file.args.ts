import { ArgsType, Field } from "type-graphql";

@ArgsType()
export class UploadFileArgs {
  @Field(() => String, { description: "The original file name (informative only; the type comes from the bytes)." })
  name!: string;

  @Field(() => String, {
    description:
      "The file's bytes as base64 (a `data:` URL prefix is accepted). PNG or JPEG under 5 MB; the GraphQL request " +
      "body may be up to 8 MiB.",
  })
  dataBase64!: string;
}
