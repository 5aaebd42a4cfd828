/**
 * Request schemas are compiled on a route's first request without the meta-schema check, which cost the first sign-in
 * after a start a compile of the meta-schema (docs/scale-contract.md section 8); `compilePending`, which the protocol
 * test runs over every route, still checks each schema against it.
 */
import { describe, expect, it } from "vitest";
import { compilePending, validatorCompiler } from "../../vendor-api/src/protocol/validator";

// Valid to compile, invalid by JSON Schema's meta-schema (draft-07: `required` lists unique names).
const schema = { type: "object", required: ["name", "name"], properties: { name: { type: "string" } } };

describe("request validators", () => {
  it("validate on first use, and compilePending refuses a schema the meta-schema refuses", () => {
    const validate = validatorCompiler({ schema, method: "POST", url: "/x", httpPart: "body" });
    expect(validate({ name: "a" })).toBe(true);
    expect(validate({})).toBe(false);

    validatorCompiler({ schema, method: "POST", url: "/y", httpPart: "body" });
    expect(() => compilePending()).toThrow(/^POST \/y body: schema is invalid/);
    // The refused schema is not left pending for the next file of this worker (vitest shares the module).
    expect(compilePending()).toBe(0);
  });
});
