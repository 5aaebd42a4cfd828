import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { PageOf } from "../shared/page.type";
import { EmailReceiverType } from "./email-receiver.enums";

@ObjectType({ description: "An address that gets the tenant's system e-mails of one type." })
export class EmailReceiver {
  @Field(() => ID, { description: "The receiver's id." })
  id!: string;

  @Field(() => String, { description: "Their e-mail address." })
  email!: string;

  @Field(() => String, { description: "Their name." })
  contactName!: string;

  @Field(() => EmailReceiverType, { description: "Which mail they receive." })
  type!: EmailReceiverType;

  @Field(() => Int, { description: "Optimistic-lock version: send it with edits (STALE_DATA when it changed since)." })
  version!: number;

  @Field(() => DateTimeScalar, { description: "When they were added." })
  createTime!: string;
}

@ObjectType({ description: "A page of e-mail receivers." })
export class EmailReceiverPage extends PageOf(EmailReceiver) {}
