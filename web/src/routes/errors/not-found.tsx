import { IconMapQuestion } from "@tabler/icons-react";
import { ErrorPage } from "./ErrorPage";

export default function NotFoundPage() {
  return (
    <ErrorPage
      code="404"
      title="page.notFound"
      text="page.notFoundText"
      icon={<IconMapQuestion size={28} aria-hidden />}
    />
  );
}
