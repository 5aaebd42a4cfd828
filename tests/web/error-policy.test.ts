import { describe, expect, it } from "vitest";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { actionForGraphQLError } from "@/apollo/error-catalogue";
import { actionForError, fieldErrorsOf, handledByLink, isRecordMissing, messageOf } from "@/apollo/error-policy";
import { setLanguage } from "@/i18n/i18n";

const gqlError = (message: string, extensions: Record<string, unknown>) => ({ message, extensions });
const combined = (...errors: ReturnType<typeof gqlError>[]) => new CombinedGraphQLErrors({ data: null, errors });

describe("error catalogue (docs/foundation-contract.md section 4)", () => {
  it("maps every extensions.code to its console behaviour", () => {
    expect(
      actionForGraphQLError(
        gqlError("System error", { code: "UPSTREAM_SYSTEM_ERROR", upstreamCode: 10000, traceId: "t-1" }),
      ),
    ).toEqual({
      kind: "systemError",
      traceId: "t-1",
    });
    expect(actionForGraphQLError(gqlError("x", { code: "STALE_DATA", upstreamCode: 10008 }))).toEqual({
      kind: "staleData",
    });
    // A session held to the two-factor set-up: the shell reads `me` again and opens the set-up, as for a password.
    expect(
      actionForGraphQLError(gqlError("x", { code: "TWO_FACTOR_ENROLMENT_REQUIRED", upstreamCode: 21427 })),
    ).toEqual({ kind: "accountStepRequired" });
    expect(actionForGraphQLError(gqlError("x", { code: "UNAUTHENTICATED", upstreamCode: 21430 }))).toEqual({
      kind: "sessionExpired",
    });
    expect(
      actionForGraphQLError(gqlError("Tenant mismatch", { code: "UNAUTHENTICATED", upstreamCode: "21434" })),
    ).toEqual({
      kind: "sessionRefused",
      message: "Tenant mismatch",
    });
    expect(actionForGraphQLError(gqlError("Disabled", { code: "UNAUTHENTICATED", upstreamCode: 21199 }))).toEqual({
      kind: "sessionRefused",
      message: "Disabled",
    });
    expect(actionForGraphQLError(gqlError("x", { code: "UNAUTHENTICATED" }))).toEqual({ kind: "unauthenticated" });
    expect(actionForGraphQLError(gqlError("x", { code: "CHANNEL_NOT_FOUND", upstreamCode: 30046 }))).toEqual({
      kind: "channelNotFound",
    });
    expect(actionForGraphQLError(gqlError("x", { code: "FORBIDDEN" }))).toEqual({ kind: "forbidden" });
    expect(actionForGraphQLError(gqlError("Not found", { code: "UPSTREAM_ERROR", upstreamCode: 20404 }))).toEqual({
      kind: "notFound",
      message: "Not found",
    });
    expect(actionForGraphQLError(gqlError("Upstream down", { code: "UPSTREAM_UNAVAILABLE" }))).toEqual({
      kind: "toast",
      message: "Upstream down",
    });
    expect(actionForGraphQLError(gqlError("Too many", { code: "RATE_LIMITED" }))).toEqual({
      kind: "toast",
      message: "Too many",
    });
    expect(
      actionForGraphQLError(
        gqlError("x", {
          code: "BAD_USER_INPUT",
          fields: [{ field: "newPassword", rule: "minLength", params: { n: 6 }, message: "No less than 6 characters" }],
        }),
      ),
    ).toEqual({
      kind: "form",
      fields: { newPassword: "No less than 6 characters" },
    });
  });

  it("turns network failures into a toast (the console's own wording when fetch itself failed)", () => {
    expect(actionForError(new TypeError("Failed to fetch"))).toEqual({ kind: "toast", message: "" });
    expect(actionForError(new Error("Request timed out"))).toEqual({ kind: "toast", message: "Request timed out" });
  });

  it("reads GraphQL errors carried by a non-2xx response", () => {
    const body = JSON.stringify({ errors: [gqlError("no", { code: "UNAUTHENTICATED" })] });
    const error = new ServerError("Response not successful", {
      response: new Response(body, { status: 401 }),
      bodyText: body,
    });
    expect(actionForError(error)).toEqual({ kind: "unauthenticated" });
    const html = new ServerError("Response not successful: 502", {
      response: new Response("<html>", { status: 502 }),
      bodyText: "<html>",
    });
    expect(actionForError(html)).toMatchObject({ kind: "toast" });
  });

  it("lets the session-ending error win when several arrive together", () => {
    const error = combined(
      gqlError("a", { code: "UPSTREAM_ERROR" }),
      gqlError("b", { code: "UNAUTHENTICATED", upstreamCode: 21430 }),
    );
    expect(actionForError(error)).toEqual({ kind: "sessionExpired" });
  });

  it("hands BAD_USER_INPUT fields to the form", () => {
    const error = combined(
      gqlError("Invalid", {
        code: "BAD_USER_INPUT",
        fields: [{ field: "password", rule: "required", params: {}, message: "Required" }, { rule: "required" }, 3],
      }),
    );
    expect(fieldErrorsOf(error)).toEqual({ password: "Required" });
    expect(fieldErrorsOf(combined(gqlError("x", { code: "UPSTREAM_ERROR" })))).toBeUndefined();
    expect(handledByLink({ kind: "form", fields: {} }, "global", "mutation")).toBe(false);
  });

  it("words refusals in the console's language from their keys, field and toast alike, never from their text", () => {
    setLanguage("zh");
    try {
      const refused = combined(
        gqlError("The code already exists", {
          code: "BAD_USER_INPUT",
          fields: [
            { field: "code", rule: "trip.codeExists", params: {}, message: "The code already exists" },
            { field: "name", rule: "maxLength", params: { n: 100 }, message: "No more than 100 characters" },
            { field: "note", rule: "upstream", params: { message: "Brand new rule" }, message: "Brand new rule" },
            { field: "other", rule: "not.a.key", message: "Unknown key" },
          ],
        }),
      );
      expect(fieldErrorsOf(refused)).toEqual({
        code: "编码已存在",
        name: "不能超过 100 个字符",
        note: "Brand new rule",
        other: "Unknown key",
      });
      // A refund state refusal names its states and action; the console words them as its own labels.
      const illegal = gqlError("A refund order in state REJECTED cannot approve; allowed from: PENDING", {
        code: "UPSTREAM_ERROR",
        upstreamCode: 20409,
        key: "refund.illegalTransition",
        params: { state: "REJECTED", action: "approve", allowed: ["PENDING", "APPROVED"] },
      });
      expect(actionForError(combined(illegal))).toEqual({
        kind: "toast",
        message: "状态为「已拒绝」的退款单不能执行「退款」，只有以下状态可以：待处理、已批准",
      });
      // An English text without a key stays as it came: the console does not match sentences.
      expect(actionForError(combined(gqlError("This payment cannot be refunded", { code: "UPSTREAM_ERROR" })))).toEqual(
        { kind: "toast", message: "This payment cannot be refunded" },
      );
    } finally {
      setLanguage("en");
    }
  });

  it("leaves only the message to callers that report errors themselves", () => {
    expect(handledByLink({ kind: "toast", message: "x" }, "local", "mutation")).toBe(false);
    expect(handledByLink({ kind: "toast", message: "x" }, "global", "mutation")).toBe(true);
    expect(handledByLink({ kind: "systemError" }, "local", "mutation")).toBe(true);
    expect(handledByLink({ kind: "sessionExpired" }, "local", "mutation")).toBe(true);
    expect(handledByLink({ kind: "forbidden" }, "local", "mutation")).toBe(true);
    expect(handledByLink({ kind: "systemError" }, "silent", "mutation")).toBe(false);
    expect(handledByLink({ kind: "sessionExpired" }, "global", "mutation")).toBe(true);
  });

  it("leaves a read's not-found to its screen, and reports one of an action like any refusal", () => {
    const notFound = { kind: "notFound", message: "Not found" } as const;
    expect(handledByLink(notFound, "global", "query")).toBe(false);
    expect(handledByLink(notFound, "global", "mutation")).toBe(true);
    expect(handledByLink(notFound, "local", "mutation")).toBe(false);
    expect(handledByLink({ kind: "toast", message: "Down" }, "global", "query")).toBe(true);
  });

  it("tells a missing record (20404, or an id that is no id) from a failure worth retrying", () => {
    const missing = gqlError("Not found", { code: "UPSTREAM_ERROR", upstreamCode: 20404, key: "notFound" });
    const badId = gqlError("Invalid id", {
      code: "BAD_USER_INPUT",
      fields: [{ field: "tripId", rule: "id", params: {}, message: "Invalid id" }],
    });
    expect(isRecordMissing(combined(missing))).toBe(true);
    expect(isRecordMissing(combined(badId))).toBe(true);
    expect(isRecordMissing(combined(missing, missing))).toBe(true);
    expect(isRecordMissing(combined(gqlError("Down", { code: "UPSTREAM_UNAVAILABLE" })))).toBe(false);
    expect(isRecordMissing(combined(missing, gqlError("Down", { code: "UPSTREAM_UNAVAILABLE" })))).toBe(false);
    expect(
      isRecordMissing(
        combined(
          gqlError("x", { code: "BAD_USER_INPUT", fields: [{ field: "name", rule: "required", message: "Required" }] }),
        ),
      ),
    ).toBe(false);
    expect(isRecordMissing(combined(gqlError("Refused", { code: "UPSTREAM_ERROR", upstreamCode: 20409 })))).toBe(false);
    expect(isRecordMissing(new TypeError("Failed to fetch"))).toBe(false);
    expect(isRecordMissing(undefined)).toBe(false);
  });

  it("gives the login form the server message or the fallback", () => {
    expect(
      messageOf(
        combined(gqlError("Incorrect user name or password", { code: "UPSTREAM_ERROR", upstreamCode: 21001 })),
        "Request error",
      ),
    ).toBe("Incorrect user name or password");
    expect(messageOf(new TypeError("Failed to fetch"), "Request error")).toBe("Request error");
  });
});
