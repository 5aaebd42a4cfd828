import { Text } from "@mantine/core";
import { graphql } from "@/gql";
import type { RoleRow_RoleFragment } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import { NoValue, type DataColumn } from "@/shared/list";

export const RoleRow_role = graphql(`
  fragment RoleRow_role on Role {
    id
    name
    description
    allPermissions
    permissions {
      type
      url
    }
    userCount
    version
  }
`);

/** A role of the list, as its columns and dialogs read it. */
export type RoleRow = RoleRow_RoleFragment;

/** The role list's columns: name, description, and how many users hold it. */
export function roleColumns(t: Translate): DataColumn<RoleRow>[] {
  return [
    {
      key: "name",
      label: t("roles.name"),
      fixed: true,
      minWidth: 140,
      cell: (role) => (
        <Text size="sm" fw={600}>
          {role.name}
        </Text>
      ),
    },
    {
      key: "description",
      label: t("roles.description"),
      minWidth: 200,
      cell: (role) => (role.description ? <Text size="sm">{role.description}</Text> : <NoValue />),
    },
    {
      key: "userCount",
      label: t("roles.users"),
      align: "right",
      width: 90,
      cell: (role) => <Text size="sm">{role.userCount}</Text>,
    },
  ];
}
