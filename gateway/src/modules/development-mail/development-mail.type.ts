import { Field, ID, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { PageOf } from "../shared/page.type";

@ObjectType({
  description:
    "A message the vendor API showed in its terminal instead of sending it (development without SMTP), kept for " +
    "the tenant it was queued for.",
})
export class DevelopmentMail {
  @Field(() => ID, { description: "The outbox row the message was queued as." })
  id!: string;

  @Field(() => [String], { description: "The addressees in To." })
  to!: string[];

  @Field(() => [String], { description: "The addressees in Bcc: passengers of a notification." })
  bcc!: string[];

  @Field(() => String, { description: "The message's subject." })
  subject!: string;

  @Field(() => DateTimeScalar, { description: "When it was shown instead of sent." })
  sentAt!: string;
}

@ObjectType({ description: "A QR code image of a message, and the text it encodes." })
export class MailQrCode {
  @Field(() => String, { description: "The text the code encodes (a ticket's signed check-in code)." })
  text!: string;

  @Field(() => String, { description: "The image, an SVG data URL for an `img` element's `src`." })
  imageDataUrl!: string;
}

@ObjectType({ description: "One development message, with what its recipients would read." })
export class DevelopmentMailMessage extends DevelopmentMail {
  @Field(() => String, { description: "The sender address." })
  from!: string;

  @Field(() => String, { description: "The whole body, verification codes included." })
  text!: string;

  @Field(() => [MailQrCode], {
    description: "The QR code images the message shows below its text (a booking's ticket codes), in order.",
  })
  qrCodes!: MailQrCode[];
}

@ObjectType({ description: "A page of development messages, newest first." })
export class DevelopmentMailPage extends PageOf(DevelopmentMail) {}

@ObjectType({ description: "A test mail queued in the outbox." })
export class TestEmailReceipt {
  @Field(() => String, { description: "The receiver's address it goes to." })
  sentTo!: string;

  @Field(() => DateTimeScalar, { description: "When the test message was queued for sending." })
  queuedAt!: string;
}
