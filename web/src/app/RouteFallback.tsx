import { Center, Loader } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";

/**
 * What a page load shows while its first route's code arrives (React Router's HydrateFallback): a centred loader
 * named for screen readers, until the console part draws the shell's own skeleton.
 */
export function RouteFallback() {
  const { t } = useI18n();
  return (
    <Center h="100dvh" aria-busy="true">
      <Loader size="sm" aria-label={t("common.loading")} />
    </Center>
  );
}
