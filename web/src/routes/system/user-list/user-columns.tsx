import { Badge, Group, Text } from "@mantine/core";
import { graphql } from "@/gql";
import type { UserRow_UserFragment, UserStatus } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import { NoValue, type DataColumn } from "@/shared/list";

export const UserRow_user = graphql(`
  fragment UserRow_user on User {
    id
    username
    firstName
    lastName
    email
    phoneCode
    phone
    status
    roles {
      id
      name
    }
    lastLoginTime
    createTime
    twoFactorEnabled
    version
  }
`);

/** A user of the list, as its columns and actions read it. */
export type UserRow = UserRow_UserFragment;

const nowrap = { whiteSpace: "nowrap" } as const;

export function UserStatusBadge({ status, t }: { status: UserStatus; t: Translate }) {
  return (
    <Badge variant="light" color={status === "ACTIVE" ? "teal" : "gray"}>
      {t(`users.status.${status}`)}
    </Badge>
  );
}

/** The user list's columns: create time, user name, name, last login time, roles, status. */
export function userColumns(
  t: Translate,
  formatTime: (iso: string | null | undefined) => string | null,
): DataColumn<UserRow>[] {
  return [
    {
      key: "createTime",
      label: t("users.createTime"),
      cell: (user) => (
        <Text size="sm" style={nowrap}>
          {formatTime(user.createTime)}
        </Text>
      ),
    },
    {
      key: "username",
      label: t("users.username"),
      fixed: true,
      minWidth: 120,
      cell: (user) => (
        <Text size="sm" fw={600}>
          {user.username}
        </Text>
      ),
    },
    {
      key: "name",
      label: t("users.name"),
      minWidth: 120,
      // The first user of a new tenant has no names until someone gives them.
      cell: (user) => {
        const name = `${user.firstName} ${user.lastName}`.trim();
        return name ? <Text size="sm">{name}</Text> : <NoValue />;
      },
    },
    {
      key: "lastLoginTime",
      label: t("users.lastLoginTime"),
      cell: (user) =>
        user.lastLoginTime ? (
          <Text size="sm" style={nowrap}>
            {formatTime(user.lastLoginTime)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t("users.neverLoggedIn")}
          </Text>
        ),
    },
    {
      key: "roles",
      label: t("users.roles"),
      minWidth: 140,
      cell: (user) =>
        user.roles.length ? (
          <Group gap={4}>
            {user.roles.map((role) => (
              <Badge key={role.id} variant="outline" color="gray" tt="none" fw={500}>
                {role.name}
              </Badge>
            ))}
          </Group>
        ) : (
          <NoValue />
        ),
    },
    { key: "status", label: t("users.status"), cell: (user) => <UserStatusBadge status={user.status} t={t} /> },
  ];
}
