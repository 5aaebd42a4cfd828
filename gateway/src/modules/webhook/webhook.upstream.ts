import { z } from "zod";
import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import type { RecordId } from "../shared/record-keys";
import { upstreamDeliverySchema, upstreamWebhookSchema } from "./webhook.mapper";

interface UpstreamWebhookInput {
  url: string;
  events: string[];
  description: string | null;
  enabled: boolean | null;
}

const created = z.object({ secret: z.string().min(1), webhook: upstreamWebhookSchema });

export const listWebhooks = upstream<UpstreamPage>().post("/webhook/list", upstreamListSchema(upstreamWebhookSchema));
export const addWebhook = upstream<UpstreamWebhookInput>().post("/webhook/add", created);
export const editWebhook = upstream<UpstreamWebhookInput & RecordId>().post("/webhook/edit", upstreamWebhookSchema);
export const deleteWebhook = upstream<RecordId>().post("/webhook/delete");
export const rotateWebhook = upstream<RecordId>().post("/webhook/rotate", created);
export const testWebhook = upstream<RecordId>().post("/webhook/test", upstreamDeliverySchema);
export const redeliverWebhook = upstream<RecordId>().post("/webhook/redeliver", upstreamDeliverySchema);
export const listDeliveries = upstream<UpstreamPage & { webhookId: number }>().post(
  "/webhook/deliveries",
  upstreamListSchema(upstreamDeliverySchema),
);
