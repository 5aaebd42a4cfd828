import { Switch } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { showSuccessToast } from "@/shared/notify";

const TwoFactorPolicyQuery = graphql(`
  query TwoFactorPolicy {
    twoFactorPolicy {
      requireForManagers
    }
  }
`);

const SaveTwoFactorPolicyMutation = graphql(`
  mutation SaveTwoFactorPolicy($requireForManagers: Boolean!) {
    saveTwoFactorPolicy(requireForManagers: $requireForManagers) {
      requireForManagers
    }
  }
`);

/**
 * The tenant's requirement of two-factor sign-in for users who hold payment configuration or user or role management
 * (docs/system-contract.md section 1), beside the users it applies to. A refusal (turning it on without a second factor
 * of one's own) is a toast by the error catalogue.
 */
export function TwoFactorPolicySwitch() {
  const { t } = useI18n();
  const can = useCan();
  const policy = useQuery(TwoFactorPolicyQuery);
  // The policy has no id to normalise by: the saved answer is written over the query's own.
  const [save, saving] = useMutation(SaveTwoFactorPolicyMutation, {
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: TwoFactorPolicyQuery,
          data: { __typename: "Query", twoFactorPolicy: data.saveTwoFactorPolicy },
        });
    },
  });
  const checked = policy.data?.twoFactorPolicy.requireForManagers ?? false;
  return (
    <Switch
      label={t("users.requireTwoFactor")}
      description={t("users.requireTwoFactorHint")}
      checked={checked}
      disabled={!policy.data || saving.loading || !can("/user/edit")}
      onChange={(event) => {
        const requireForManagers = event.currentTarget.checked;
        void save({ variables: { requireForManagers } }).then(({ data }) => {
          if (data) showSuccessToast(t(requireForManagers ? "users.twoFactorRequired" : "users.twoFactorOptional"));
        });
      }}
      maw={360}
    />
  );
}
