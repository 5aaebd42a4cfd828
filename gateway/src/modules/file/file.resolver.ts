import { Args, Ctx, Mutation, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { required, validateFields } from "#rules";
import { assertValid, withInputFieldNames } from "../shared/field-rules";
import { UploadFileArgs } from "./file.args";
import { toUploadedFile } from "./file.mapper";
import { UploadedFile } from "./file.type";
import { uploadFile } from "./file.upstream";

@Resolver()
export class FileResolver {
  @Mutation(() => UploadedFile, {
    description:
      "Stores an image for trips and tags. Refusals name `dataBase64`: 'Only .png .jpg .jpeg can be upload!' (by content, " +
      "whatever the name), 'Only support uploading file less than 5MB'.",
  })
  @RequiresPermission({ cmd: "/file/upload" })
  async uploadFile(
    @Args(() => UploadFileArgs) { name, dataBase64 }: UploadFileArgs,
    @Ctx() context: GatewayContext,
  ): Promise<UploadedFile> {
    assertValid(validateFields({ dataBase64: [dataBase64, [required]] }));
    // The vendor API names the bytes `data`; its refusals are renamed to this mutation's argument.
    const file = await withInputFieldNames(uploadFile(context.rest, { name, data: dataBase64 }), {
      data: "dataBase64",
    });
    return toUploadedFile(file);
  }
}
