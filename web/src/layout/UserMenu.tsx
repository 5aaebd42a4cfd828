import { Box, Button, Menu } from "@mantine/core";
import { IconChevronDown, IconKey, IconLogout, IconShieldLock, IconUserCircle } from "@tabler/icons-react";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";

export const UserMenu_user = graphql(`
  fragment UserMenu_user on SessionUser {
    username
  }
`);

interface UserMenuProps {
  user: FragmentType<typeof UserMenu_user>;
  onChangePassword(): void;
  onTwoFactor(): void;
  onLogout(): void;
}

export function UserMenu({ onChangePassword, onTwoFactor, onLogout, ...props }: UserMenuProps) {
  const { t } = useI18n();
  const user = getFragmentData(UserMenu_user, props.user);
  return (
    <Menu position="bottom-end" width={200}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          px="xs"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          styles={{ label: { maxWidth: 140, overflow: "hidden", textOverflow: "ellipsis" } }}
          // On a phone the name gives way to the header's other buttons (they overlapped the menu button at 390 px);
          // the button keeps it as its accessible name.
          aria-label={user.username}
        >
          <Box component="span" visibleFrom="xs">
            {user.username}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={onChangePassword}>
          {t("shell.changePassword")}
        </Menu.Item>
        <Menu.Item leftSection={<IconShieldLock size={16} aria-hidden />} onClick={onTwoFactor}>
          {t("shell.twoFactor")}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          {t("shell.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
