import { ArgsType, Field, ID, Int } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { EmailReceiverType } from "./email-receiver.enums";
import { EmailReceiverInput } from "./email-receiver.input";

@ArgsType()
export class EmailReceiversArgs {
  @Field(() => EmailReceiverType, { nullable: true, description: "Only receivers of this type." })
  type?: EmailReceiverType | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
export class EmailReceiverArgs {
  @Field(() => ID, { description: "The receiver's id." })
  id!: string;
}

@ArgsType()
export class SaveEmailReceiverArgs {
  @Field(() => ID, { nullable: true, description: "The receiver to edit; left out, a new one is added." })
  id?: string | null;

  @Field(() => Int, { nullable: true, description: "Required with `id`: the version read with the receiver." })
  version?: number | null;

  @Field(() => EmailReceiverInput, { description: "The receiver; with an `id`, the one to update." })
  input!: EmailReceiverInput;
}

@ArgsType()
export class DeleteEmailReceiverArgs {
  @Field(() => ID, { description: "The receiver's id." })
  id!: string;

  @Field(() => Int, { description: "The version read with the receiver (STALE_DATA when it changed since)." })
  version!: number;
}
