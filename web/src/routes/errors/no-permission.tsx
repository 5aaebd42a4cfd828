import { IconLock } from "@tabler/icons-react";
import { ErrorPage } from "./ErrorPage";

export default function NoPermissionPage() {
  return (
    <ErrorPage
      code="401"
      title="page.noPermission"
      text="page.noPermissionText"
      icon={<IconLock size={28} aria-hidden />}
    />
  );
}
