import { Field, ObjectType, registerEnumType } from "type-graphql";

export enum MailDelivery {
  SMTP = "SMTP",
  DEVELOPMENT = "DEVELOPMENT",
  NOT_CONFIGURED = "NOT_CONFIGURED",
}

registerEnumType(MailDelivery, {
  name: "MailDelivery",
  description: "How the vendor API's e-mail leaves (docs/system-contract.md section 10).",
  valuesConfig: {
    SMTP: { description: "Sent through the configured SMTP server (upstream `smtp`)." },
    DEVELOPMENT: {
      description:
        "Outside production without SMTP: shown in the server's terminal instead of sent (upstream `development`).",
    },
    NOT_CONFIGURED: {
      description: "In production without SMTP: mail stays queued and nobody gets it (upstream `queued`).",
    },
  },
});

@ObjectType({ description: "Whether the e-mail the console makes (codes, notifications, test mails) reaches anyone." })
export class MailStatus {
  @Field(() => MailDelivery, { description: "How mail leaves the vendor API." })
  delivery!: MailDelivery;

  @Field(() => Boolean, {
    description:
      "The development mailbox (`developmentMails`) can be read: mail is DEVELOPMENT and this gateway does not run " +
      "in production.",
  })
  mailboxAvailable!: boolean;
}
