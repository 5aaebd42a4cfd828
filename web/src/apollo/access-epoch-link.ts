/**
 * Follows the tenant's access epoch (docs/system-contract.md section 6): the gateway reports it with every answer of a
 * session (`x-access-epoch`), and it moves with every change of the tenant's users, roles, grants or sessions. When an
 * answer reports a newer one than this tab has seen, the console reads `me` again (`onMoved`), so a grant or a
 * revocation made by an administrator reaches the open menu and buttons with the next request the console makes for
 * its own sake: nothing is polled, and a navigation costs no extra request.
 */
import { ApolloLink } from "@apollo/client";
import { tap } from "rxjs";
import { getToken } from "@/session/session-store";

const HEADER = "x-access-epoch";

export function accessEpochLink(onMoved: () => void): ApolloLink {
  // Per session: a new login (another tenant, perhaps) starts from what its own first answer reports.
  let seen: { token: string; epoch: bigint } | undefined;
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap(() => {
        const reported = (operation.getContext().response as Response | undefined)?.headers.get(HEADER);
        const token = getToken();
        if (!reported || !/^\d{1,15}$/.test(reported) || !token) return;
        const epoch = BigInt(reported);
        if (seen?.token !== token) {
          seen = { token, epoch };
          return;
        }
        // Answers may arrive out of order: an older epoch than one seen says nothing new.
        if (epoch <= seen.epoch) return;
        seen = { token, epoch };
        onMoved();
      }),
    ),
  );
}
