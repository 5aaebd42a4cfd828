/**
 * Every GraphQL answer to a request with a session carries `x-access-epoch`, the newest access epoch the request heard
 * for the session's tenant (docs/system-contract.md section 6). An open console compares it with the last one it saw
 * and reads its permissions again when it moves, so a grant or a revocation reaches its menu and buttons with the
 * next request it makes anyway: no polling, no extra request while nothing changes.
 */
import type { ApolloServerPlugin } from "@apollo/server";
import type { GatewayContext } from "../context";

export const ACCESS_EPOCH_RESPONSE_HEADER = "x-access-epoch";

export function accessEpochHeaderPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          const epoch = contextValue.session ? contextValue.heardEpoch.value : undefined;
          if (epoch !== undefined) response.http.headers.set(ACCESS_EPOCH_RESPONSE_HEADER, epoch);
        },
      };
    },
  };
}
