import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { PageOf } from "../shared/page.type";
import { EmailReceiverType } from "./email-receiver.enums";

@ObjectType({ description: "An address that gets the tenant's system e-mails of one type." })
export class EmailReceiver {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  contactName!: string;

  @Field(() => EmailReceiverType)
  type!: EmailReceiverType;

  @Field(() => Int, { description: "Optimistic-lock version: send it with edits (STALE_DATA when it changed since)." })
  version!: number;

  @Field(() => DateTimeScalar)
  createTime!: string;
}

@ObjectType({ description: "A page of e-mail receivers." })
export class EmailReceiverPage extends PageOf(EmailReceiver) {}
