import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import type { RecordId, VersionedId } from "../shared/record-keys";
import { upstreamReceiverSchema, type toUpstreamReceiver } from "./email-receiver.mapper";

type ReceiverFields = ReturnType<typeof toUpstreamReceiver>;

export const listEmailReceivers = upstream<UpstreamPage & { type: string | undefined }>().post(
  "/system/email/list",
  upstreamListSchema(upstreamReceiverSchema),
);
export const findEmailReceiver = upstream<RecordId>().get("/system/email/find", upstreamReceiverSchema);
export const addEmailReceiver = upstream<ReceiverFields>().post("/system/email/add", upstreamReceiverSchema);
export const editEmailReceiver = upstream<VersionedId & ReceiverFields>().post(
  "/system/email/edit",
  upstreamReceiverSchema,
);
export const deleteEmailReceiver = upstream<VersionedId>().post("/system/email/delete");
