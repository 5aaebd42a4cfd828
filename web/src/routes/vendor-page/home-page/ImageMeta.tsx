import { Text } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import type { PageImageValue } from "./home-page-values";

/** When and by whom an image was uploaded; a just-uploaded one is the user's own and waits for the save. */
export function ImageMeta({ image }: { image: PageImageValue | null }) {
  const { t } = useI18n();
  const time = useTenantTime();
  if (!image?.uploadTime) return null;
  const when = time.format(image.uploadTime) ?? "";
  return (
    <Text size="xs" c="dimmed" mt={4}>
      {image.uploaderName
        ? t("homePage.uploadedBy", { time: when, name: image.uploaderName })
        : t("homePage.uploadedNotSaved", { time: when })}
    </Text>
  );
}
