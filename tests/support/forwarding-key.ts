/**
 * The forwarding key of the run (vitest.config.ts): the gateways the tests start read it from the environment, as a
 * deployment's do; a test's vendor API takes only what it is given (vendor-api/src/server.ts), so it is given this.
 */
export const TEST_FORWARDING_KEY = process.env.VENDOR_API_FORWARDING_KEY ?? "";
if (!TEST_FORWARDING_KEY)
  throw new Error("VENDOR_API_FORWARDING_KEY is not set: run the tests through vitest.config.ts");
