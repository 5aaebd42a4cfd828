import { useQuery } from "@apollo/client/react";
import { graphql } from "@/gql";

const TenantTimeZoneQuery = graphql(`
  query TenantTimeZone {
    me {
      tenant {
        tid
        timeZone
      }
    }
  }
`);

/** The tenant's IANA time zone; the shell loaded it already, so this answers from the cache. */
export function useTenantTimeZone(): string | undefined {
  const { data } = useQuery(TenantTimeZoneQuery, { fetchPolicy: "cache-first" });
  return data?.me.tenant.timeZone;
}
