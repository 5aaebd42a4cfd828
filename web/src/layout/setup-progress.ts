import { useApolloClient } from "@apollo/client/react";
import { graphql } from "@/gql";

/**
 * The setup progress (docs/company-contract.md section 5): the guide screen shows it, and since `Me` and `InitState`
 * merge in the cache, reading it again also updates the shell's progress button.
 */
export const SetupProgressQuery = graphql(`
  query SetupProgress {
    me {
      user {
        id
        initialized
      }
      initState {
        initialized
        completedSteps
        totalSteps
        steps {
          key
          done
        }
      }
    }
  }
`);

/**
 * Returns a function to call after a save that may complete a guide step (company, tax, bank, vendor page, publishing a
 * trip): the progress and the init flag are read again, so the top bar follows without a reload. A failure stays
 * quiet: the save itself succeeded, and the next load shows the progress anyway.
 */
export function useRefreshSetupProgress(): () => Promise<void> {
  const client = useApolloClient();
  return async () => {
    await client
      .query({ query: SetupProgressQuery, fetchPolicy: "network-only", context: { errorHandling: "silent" } })
      .then(
        () => undefined,
        () => undefined,
      );
  };
}
