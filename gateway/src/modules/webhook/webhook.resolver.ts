import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { webhookFailures } from "#rules";
import { assertPerson } from "../../auth/api-token";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import {
  CreateWebhookArgs,
  DeliveryIdArgs,
  UpdateWebhookArgs,
  WebhookDeliveriesArgs,
  WebhookIdArgs,
  WebhooksArgs,
  type WebhookInput,
} from "./webhook.input";
import { toWebhook, toWebhookDelivery } from "./webhook.mapper";
import { Webhook, WebhookCreated, WebhookDelivery, WebhookDeliveryPage, WebhookPage } from "./webhook.type";
import {
  addWebhook,
  deleteWebhook,
  editWebhook,
  listDeliveries,
  listWebhooks,
  redeliverWebhook,
  rotateWebhook,
  testWebhook,
} from "./webhook.upstream";

/**
 * The URL's shape and the events, as the form checks them; whether https is required and where the host resolves is
 * the vendor API's to decide (its NODE_ENV, its DNS: docs/system-contract.md section 12).
 */
function upstreamInput(input: WebhookInput) {
  assertValid(webhookFailures(input, { production: false }));
  return {
    url: input.url,
    events: input.events,
    description: input.description ?? null,
    enabled: input.enabled ?? null,
  };
}

/** Webhooks (docs/system-contract.md section 12): a person adds and keys them; the secret is answered once. */
@Resolver()
export class WebhookResolver {
  @Query(() => WebhookPage, { description: "The tenant's webhooks, newest first, with their newest delivery." })
  @RequiresPermission({ page: "webhooks" })
  async webhooks(@Args(() => WebhooksArgs) { page }: WebhooksArgs, @Ctx() context: GatewayContext) {
    const upstreamPage = toUpstreamPage(page);
    return toPage(await listWebhooks(context.rest, upstreamPage), upstreamPage, toWebhook);
  }

  @Query(() => WebhookDeliveryPage, {
    description: "A webhook's deliveries, newest first (UPSTREAM_ERROR 20404 for another tenant's webhook).",
  })
  @RequiresPermission({ page: "webhooks" })
  async webhookDeliveries(
    @Args(() => WebhookDeliveriesArgs) { webhookId, page }: WebhookDeliveriesArgs,
    @Ctx() context: GatewayContext,
  ) {
    const upstreamPage = toUpstreamPage(page);
    const answer = await listDeliveries(context.rest, {
      webhookId: toUpstreamId(webhookId, "webhookId"),
      ...upstreamPage,
    });
    return toPage(answer, upstreamPage, toWebhookDelivery);
  }

  @Mutation(() => WebhookCreated, {
    description:
      "Adds a webhook. The answer carries its signing secret, the only time it is shown. Not with an API token " +
      "(FORBIDDEN, key session.personOnly).",
  })
  @RequiresPermission({ cmd: "/webhook/add" })
  async createWebhook(
    @Args(() => CreateWebhookArgs) { input }: CreateWebhookArgs,
    @Ctx() context: GatewayContext,
  ): Promise<WebhookCreated> {
    assertPerson(context.session);
    const created = await addWebhook(context.rest, upstreamInput(input));
    return { secret: created.secret, webhook: toWebhook(created.webhook) };
  }

  @Mutation(() => Webhook, { description: "Changes a webhook's URL, events, description or whether it is on." })
  @RequiresPermission({ cmd: "/webhook/edit" })
  async updateWebhook(
    @Args(() => UpdateWebhookArgs) { id, input }: UpdateWebhookArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Webhook> {
    assertPerson(context.session);
    return toWebhook(await editWebhook(context.rest, { id: toUpstreamId(id), ...upstreamInput(input) }));
  }

  @Mutation(() => Boolean, { description: "Deletes a webhook and its delivery log. Answers true." })
  @RequiresPermission({ cmd: "/webhook/delete" })
  async deleteWebhook(@Args(() => WebhookIdArgs) { id }: WebhookIdArgs, @Ctx() context: GatewayContext) {
    assertPerson(context.session);
    await deleteWebhook(context.rest, { id: toUpstreamId(id) });
    return true;
  }

  @Mutation(() => WebhookCreated, {
    description:
      "Gives a webhook a new signing secret, answered this once; the previous one keeps signing beside it for 24 hours.",
  })
  @RequiresPermission({ cmd: "/webhook/rotate" })
  async rotateWebhookSecret(
    @Args(() => WebhookIdArgs) { id }: WebhookIdArgs,
    @Ctx() context: GatewayContext,
  ): Promise<WebhookCreated> {
    assertPerson(context.session);
    const rotated = await rotateWebhook(context.rest, { id: toUpstreamId(id) });
    return { secret: rotated.secret, webhook: toWebhook(rotated.webhook) };
  }

  @Mutation(() => WebhookDelivery, {
    description: "Delivers a PING event to the webhook now (on or off) and answers the delivery.",
  })
  @RequiresPermission({ cmd: "/webhook/test" })
  async sendTestWebhook(
    @Args(() => WebhookIdArgs) { id }: WebhookIdArgs,
    @Ctx() context: GatewayContext,
  ): Promise<WebhookDelivery> {
    return toWebhookDelivery(await testWebhook(context.rest, { id: toUpstreamId(id) }));
  }

  @Mutation(() => WebhookDelivery, {
    description: "Delivers a delivery's event again now, with the same `webhook-id`, and answers the new delivery.",
  })
  @RequiresPermission({ cmd: "/webhook/redeliver" })
  async redeliverWebhookDelivery(
    @Args(() => DeliveryIdArgs) { id }: DeliveryIdArgs,
    @Ctx() context: GatewayContext,
  ): Promise<WebhookDelivery> {
    return toWebhookDelivery(await redeliverWebhook(context.rest, { id: toUpstreamId(id) }));
  }
}
