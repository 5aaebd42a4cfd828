import { ArgsType, Field, Int } from "type-graphql";
import { VendorPageInput } from "./vendor-page.input";

@ArgsType()
export class SaveVendorPageArgs {
  @Field(() => Int, {
    description: "The version read with the page, 0 before its first save (STALE_DATA when it changed since).",
  })
  version!: number;

  @Field(() => VendorPageInput, { description: "The whole page as it is to be saved." })
  input!: VendorPageInput;
}
