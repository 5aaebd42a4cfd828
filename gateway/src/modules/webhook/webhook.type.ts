import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { PageOf } from "../shared/page.type";
import { WebhookDeliveryStatus, WebhookEventType } from "./webhook.enums";

@ObjectType({ description: "The outcome of a webhook's newest delivery." })
export class WebhookLastDelivery {
  @Field(() => WebhookDeliveryStatus, { description: "Where it stands." })
  status!: WebhookDeliveryStatus;

  @Field(() => DateTimeScalar, { description: "Its last attempt, or when it was queued." })
  time!: string;

  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status; null: no answer." })
  httpStatus!: number | null;
}

@ObjectType({
  description:
    "An endpoint the tenant's events are POSTed to, signed per the Standard Webhooks specification " +
    "(docs/system-contract.md section 12). Its secret is answered only by `createWebhook` and `rotateWebhookSecret`.",
})
export class Webhook {
  @Field(() => ID, { description: "The webhook's id." })
  id!: string;

  @Field(() => String, { description: "Where events are sent: https (http outside production)." })
  url!: string;

  @Field(() => [WebhookEventType], { description: "The event types it receives." })
  events!: WebhookEventType[];

  @Field(() => String, { description: "What it is for; empty when not given." })
  description!: string;

  @Field(() => Boolean, { description: "Whether events are delivered; off ones keep their queued deliveries." })
  enabled!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "Why delivery turned it off (every attempt of a delivery failed); null otherwise.",
  })
  disabledReason!: string | null;

  @Field(() => String, { description: "User name of who added it." })
  createdBy!: string;

  @Field(() => DateTimeScalar, { description: "When it was added." })
  createTime!: string;

  @Field(() => DateTimeScalar, { description: "When it was last changed." })
  updateTime!: string;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: "After a rotation: until when the previous secret still signs beside the new one; null otherwise.",
  })
  previousSecretExpiresAt!: string | null;

  @Field(() => WebhookLastDelivery, { nullable: true, description: "Its newest delivery; null: none yet." })
  lastDelivery!: WebhookLastDelivery | null;
}

@ObjectType({ description: "A page of the tenant's webhooks, newest first." })
export class WebhookPage extends PageOf(Webhook) {}

@ObjectType({ description: "A webhook with its signing secret: shown this once, kept by the vendor API encrypted." })
export class WebhookCreated {
  @Field(() => String, {
    description: "The signing secret, `whsec_<base64>`: the HMAC key is the base64 after `whsec_`.",
  })
  secret!: string;

  @Field(() => Webhook, { description: "The webhook as the list shows it." })
  webhook!: Webhook;
}

@ObjectType({ description: "One event on its way to one webhook, with its last attempt." })
export class WebhookDelivery {
  @Field(() => ID, { description: "The delivery's id, for `redeliverWebhookDelivery`." })
  id!: string;

  @Field(() => ID, { description: "The webhook it goes to." })
  webhookId!: string;

  @Field(() => ID, { description: "The event (`webhook-id` header `evt_<id>`)." })
  eventId!: string;

  @Field(() => String, { description: "The event's type: a WebhookEventType name, or PING for Send test." })
  eventType!: string;

  @Field(() => WebhookDeliveryStatus, { description: "Where it stands." })
  status!: WebhookDeliveryStatus;

  @Field(() => Int, { description: "Attempts made so far (at most 8)." })
  attempt!: number;

  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status; null: no answer." })
  httpStatus!: number | null;

  @Field(() => Int, { nullable: true, description: "How long the last attempt took, in milliseconds." })
  durationMs!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The first 1024 characters of the receiver's answer, or why there was none.",
  })
  responseExcerpt!: string | null;

  @Field(() => DateTimeScalar, { description: "When it was queued." })
  createTime!: string;

  @Field(() => DateTimeScalar, { nullable: true, description: "Its last attempt; null: none yet." })
  lastAttemptTime!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "When the next attempt is due (PENDING only)." })
  nextAttemptTime!: string | null;
}

@ObjectType({ description: "A page of a webhook's deliveries, newest first." })
export class WebhookDeliveryPage extends PageOf(WebhookDelivery) {}
