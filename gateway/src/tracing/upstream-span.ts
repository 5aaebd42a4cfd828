/**
 * A client span for each vendor API call a traced request makes (docs/system-contract.md, "Tracing"): named by the
 * call's declared path (`POST /order/list`, never its query values), with its outcome and the envelope's code; the
 * call carries the span's `traceparent`, so the vendor API's route span is its child.
 */
import { ATTR_HTTP_REQUEST_METHOD, ATTR_SERVER_ADDRESS, ATTR_SERVER_PORT } from "@opentelemetry/semantic-conventions";
import { isSystemCode } from "#rules";
import { SpanKind, SpanStatusCode, type Span, type Tracing } from "#tracing";
import type { UpstreamCall } from "../rest/client";

export function startUpstreamSpan(tracing: Tracing, method: string, path: string, origin: URL): Span | undefined {
  return tracing.startChild(`${method} ${path}`, SpanKind.CLIENT, {
    [ATTR_HTTP_REQUEST_METHOD]: method,
    "url.template": path,
    [ATTR_SERVER_ADDRESS]: origin.hostname,
    [ATTR_SERVER_PORT]: Number(origin.port) || (origin.protocol === "https:" ? 443 : 80),
  });
}

export function endUpstreamSpan(span: Span, outcome: UpstreamCall["outcome"], upstreamCode?: number): void {
  span.setAttribute("vendor_api.outcome", outcome);
  if (upstreamCode !== undefined) span.setAttribute("vendor_api.code", upstreamCode);
  const failed = outcome !== "ok" && outcome !== "business-error" && outcome !== "cancelled";
  if (failed || (upstreamCode !== undefined && isSystemCode(upstreamCode)))
    span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
  span.end();
}
