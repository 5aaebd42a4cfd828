import { ArgsType, Field, ID, InputType } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { WebhookEventType } from "./webhook.enums";

@InputType({ description: "A webhook's settings." })
export class WebhookInput {
  @Field(() => String, {
    description: "Where to POST events: https (http outside production), a public address; at most 2000 characters.",
  })
  url!: string;

  @Field(() => [WebhookEventType], { description: "At least one event type." })
  events!: WebhookEventType[];

  @Field(() => String, { nullable: true, description: "What it is for; at most 200 characters." })
  description?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Whether events are delivered; null: on for a new one, unchanged on update.",
  })
  enabled?: boolean | null;
}

@ArgsType()
export class CreateWebhookArgs {
  @Field(() => WebhookInput, { description: "The new webhook's settings." })
  input!: WebhookInput;
}

@ArgsType()
export class UpdateWebhookArgs {
  @Field(() => ID, { description: "The webhook to change (`Webhook.id`)." })
  id!: string;

  @Field(() => WebhookInput, { description: "Its new settings, whole." })
  input!: WebhookInput;
}

@ArgsType()
export class WebhookIdArgs {
  @Field(() => ID, { description: "The webhook (`Webhook.id`)." })
  id!: string;
}

@ArgsType()
export class DeliveryIdArgs {
  @Field(() => ID, { description: "The delivery to send again (`WebhookDelivery.id`)." })
  id!: string;
}

@ArgsType()
export class WebhooksArgs {
  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
export class WebhookDeliveriesArgs {
  @Field(() => ID, { description: "The webhook whose deliveries to list (`Webhook.id`)." })
  webhookId!: string;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}
