import { Badge, Code, Group, Text } from "@mantine/core";
import { graphql } from "@/gql";
import type { ApiTokenRow_ApiTokenFragment } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import { NoValue, type DataColumn } from "@/shared/list";

export const ApiTokenRow_apiToken = graphql(`
  fragment ApiTokenRow_apiToken on ApiToken {
    id
    name
    prefix
    roles {
      id
      name
    }
    createdBy
    createTime
    expiresAt
    lastUsedAt
    lastUsedAddress
  }
`);

export type ApiTokenRow = ApiTokenRow_ApiTokenFragment;

const isExpired = (token: ApiTokenRow, now: number) => token.expiresAt !== null && Date.parse(token.expiresAt) <= now;

/** The token list's columns: never the secret, only the prefix that tells tokens apart. */
export function apiTokenColumns(
  t: Translate,
  format: (iso: string | null) => string | null,
): DataColumn<ApiTokenRow>[] {
  const now = Date.now();
  return [
    {
      key: "name",
      label: t("apiTokens.name"),
      fixed: true,
      minWidth: 180,
      cell: (token) => (
        <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {token.name}
        </Text>
      ),
    },
    { key: "prefix", label: t("apiTokens.prefix"), width: 150, cell: (token) => <Code>{token.prefix}…</Code> },
    {
      key: "roles",
      label: t("apiTokens.roles"),
      minWidth: 160,
      cell: (token) => (
        <Group gap={4}>
          {token.roles.map((role) => (
            <Badge key={role.id} variant="light" color="gray" tt="none">
              {role.name}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: "createdBy", label: t("apiTokens.createdBy"), minWidth: 120, cell: (token) => token.createdBy },
    { key: "createTime", label: t("apiTokens.created"), width: 170, cell: (token) => format(token.createTime) },
    {
      key: "lastUsed",
      label: t("apiTokens.lastUsed"),
      minWidth: 170,
      cell: (token) =>
        token.lastUsedAt ? (
          <div>
            <Text size="sm">{format(token.lastUsedAt)}</Text>
            <Text size="xs" c="dimmed">
              {token.lastUsedAddress}
            </Text>
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t("apiTokens.neverUsed")}
          </Text>
        ),
    },
    {
      key: "expiresAt",
      label: t("apiTokens.expires"),
      width: 190,
      cell: (token) =>
        token.expiresAt === null ? (
          <NoValue />
        ) : (
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{format(token.expiresAt)}</Text>
            {isExpired(token, now) ? (
              <Badge color="red" variant="light">
                {t("apiTokens.expired")}
              </Badge>
            ) : null}
          </Group>
        ),
    },
  ];
}
