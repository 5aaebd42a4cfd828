import { Field, InputType } from "type-graphql";
import { EmailReceiverType } from "./email-receiver.enums";

@InputType({ description: "A receiver's address, contact and type (add and edit)." })
export class EmailReceiverInput {
  @Field(() => String, { description: "Required address, unique per tenant and type (case-insensitive)." })
  email!: string;

  @Field(() => String, { description: "Required, up to 50 characters, the name rule." })
  contactName!: string;

  @Field(() => EmailReceiverType, { description: "Which mail the receiver gets." })
  type!: EmailReceiverType;
}
