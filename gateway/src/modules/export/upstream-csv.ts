/**
 * Passes a CSV file the vendor API wrote straight through to the caller: the bytes stream untouched (no rows in
 * memory), with the upstream's file name and row count (`x-total-count`, sent before the first byte).
 */
import type { FastifyReply } from "fastify";
import type { RestClient } from "../../rest/client";
import { upstreamUnavailable } from "../../rest/error-mapping";
import { CSV_CONTENT_TYPE } from "./csv";

type Download = Awaited<ReturnType<RestClient["download"]>>;

const PASSED_HEADERS = ["content-disposition", "x-total-count"] as const;

export function sendUpstreamCsv(reply: FastifyReply, download: Download): FastifyReply {
  if (download.contentType.split(";")[0].trim() !== "text/csv") {
    download.body.destroy();
    throw upstreamUnavailable("malformed-body");
  }
  for (const name of PASSED_HEADERS) {
    const value = download.headers[name];
    if (typeof value === "string") reply.header(name, value);
  }
  return reply
    .header("content-type", CSV_CONTENT_TYPE)
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .send(download.body);
}
