import { useState } from "react";
import { Button, Modal } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { IconKey, IconPlus, IconTrash } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { ConfirmDialog } from "@/shared/ConfirmDialog";
import { PagedList, PermittedRowActions, usePagedListQuery } from "@/shared/list";
import { showSuccessToast } from "@/shared/notify";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { apiTokenColumns, ApiTokenRow_apiToken, type ApiTokenRow } from "./api-tokens/api-token-columns";
import { ApiTokenSecret, CreateApiTokenModal } from "./api-tokens/CreateApiTokenModal";

const ApiTokensQuery = graphql(`
  query ApiTokens($page: PageInput) {
    apiTokens(page: $page) {
      items {
        ...ApiTokenRow_apiToken
      }
      total
    }
  }
`);

const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);

/**
 * API Tokens: integrators' tokens, bound to roles rather than to a person (docs/system-contract.md section 11).
 * Created with a dialog that shows the secret once, revoked after a confirmation; the list never holds a secret.
 */
export default function ApiTokensScreen() {
  const { t } = useI18n();
  const can = useCan();
  const { format } = useTenantTime();
  const list = usePagedListQuery({
    query: ApiTokensQuery,
    row: ApiTokenRow_apiToken,
    filterKeys: [],
    variables: (_filters, page) => ({ page }),
    page: (data) => data.apiTokens,
  });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ secret: string; name: string }>();
  const [revoking, setRevoking] = useState<ApiTokenRow>();
  const [revokeApiToken] = useMutation(RevokeApiTokenMutation, { context: { errorHandling: "local" } });

  const createButton = can("/api-token/add") ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      {t("apiTokens.create")}
    </Button>
  ) : undefined;

  return (
    <>
      <PagedList
        list={list}
        columns={apiTokenColumns(t, format)}
        actions={createButton}
        toolbar={(columnChooser) => columnChooser}
        rowActions={(token) => (
          <PermittedRowActions
            label={t("apiTokens.rowActions", { name: token.name })}
            actions={[
              {
                action: "revoke",
                label: t("apiTokens.revoke"),
                permission: "/api-token/revoke",
                icon: <IconTrash size={16} aria-hidden />,
                destructive: true,
              },
            ]}
            onAction={() => setRevoking(token)}
          />
        )}
        skeletonRows={3}
        minWidth={900}
        empty={{
          icon: <IconKey size={28} aria-hidden />,
          title: t("apiTokens.emptyTitle"),
          description: t("apiTokens.emptyText"),
          action: createButton,
        }}
      />
      <CreateApiTokenModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(secret, name) => {
          setCreating(false);
          setCreated({ secret, name });
          list.refetch();
        }}
      />
      <Modal
        opened={created !== undefined}
        onClose={() => setCreated(undefined)}
        title={t("apiTokens.secretTitle", { name: created?.name ?? "" })}
        centered
        size="lg"
      >
        {created ? <ApiTokenSecret secret={created.secret} onDone={() => setCreated(undefined)} /> : null}
      </Modal>
      <ConfirmDialog
        opened={revoking !== undefined}
        onClose={() => setRevoking(undefined)}
        title={t("apiTokens.revokeTitle")}
        confirmLabel={t("apiTokens.revoke")}
        action={() => revokeApiToken({ variables: { id: revoking?.id ?? "" } })}
        onDone={() => {
          showSuccessToast(t("apiTokens.revoked", { name: revoking?.name ?? "" }));
          list.refetch();
        }}
      >
        {revoking ? t("apiTokens.revokeText", { name: revoking.name }) : null}
      </ConfirmDialog>
    </>
  );
}
