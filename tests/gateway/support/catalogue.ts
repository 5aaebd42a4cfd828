/** The catalogue tests' stack (real vendor API in memory, counting proxy, gateway) and inputs that pass every rule. */
import { startGateway } from "../../../gateway/src/server";
import { gql, loginAs, type GraphQLResponse } from "./graphql-client";
import { startCountingProxy, type CountingProxy } from "./counting-proxy";
import { startTestVendorApi, type TestVendorApi } from "./vendor-api";

export const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQqzgBAAIWAV+8KCb8AAAAAElFTkSuQmCC";

export interface CatalogueStack {
  vendorApi: TestVendorApi;
  proxy: CountingProxy;
  url: string;
  admin: string;
  /** Runs an operation as the Demo Tours administrator (or with the given token). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely, like graphql-client's gql
  run<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

export async function startCatalogueStack(): Promise<CatalogueStack> {
  const vendorApi = await startTestVendorApi();
  const proxy = await startCountingProxy(vendorApi.url);
  const gateway = await startGateway({ port: 0, host: "127.0.0.1", vendorApiUrl: proxy.url, logLevel: "silent" });
  const admin = await loginAs(gateway.url, "admin", "admin123");
  return {
    vendorApi,
    proxy,
    url: gateway.url,
    admin,
    run: (query, variables = {}, token = admin) => gql(gateway.url, query, variables, token),
    async close() {
      await gateway.close();
      await proxy.close();
      await vendorApi.close();
    },
  };
}

let sequence = 0;
export const uniqueCode = (prefix = "GW") => `${prefix}-${Date.now().toString(36)}-${++sequence}`;

export const validTripInput = (overrides: Record<string, unknown> = {}) => ({
  code: uniqueCode(),
  name: "Gateway Trip: River_Walk",
  template: "TOUR",
  pricingType: "FLAT",
  price: "19.99",
  inventoryType: "TOTAL",
  totalQuantity: 10,
  rescheduleFeeType: "FREE",
  cancellationType: "NONE",
  ...overrides,
});

export const TRIP_ID_BY_CODE = /* GraphQL */ `
  query TripIdByCode($code: String!) {
    trips(filter: { code: $code }, page: { number: 1, size: 5 }) {
      items {
        id
        code
        version
        state
      }
    }
  }
`;

/** The trip with exactly this code (the list filters by substring). */
export async function findTrip(stack: CatalogueStack, code: string) {
  const result = await stack.run(TRIP_ID_BY_CODE, { code });
  const trip = result.data?.trips.items.find((item: { code: string }) => item.code === code);
  if (!trip) throw new Error(`no trip ${code}: ${JSON.stringify(result.errors)}`);
  return trip as { id: string; code: string; version: number; state: string };
}
