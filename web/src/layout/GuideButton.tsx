import { Button } from "@mantine/core";
import { IconChecklist } from "@tabler/icons-react";
import { useNavigate } from "react-router-dom";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { PATHS } from "@/routes/route-model";

export const GuideButton_initState = graphql(`
  fragment GuideButton_initState on InitState {
    initialized
    completedSteps
    totalSteps
  }
`);

/** Setup progress, shown until the setup is finished; jumps to the guide. */
export function GuideButton(props: { initState: FragmentType<typeof GuideButton_initState>; compact?: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const initState = getFragmentData(GuideButton_initState, props.initState);
  if (initState.initialized) return null;
  const progress = { completed: initState.completedSteps, total: initState.totalSteps };
  const label = t("shell.guideProgress", progress);
  // Narrow screens show only the figures; the accessible name stays the full label.
  return (
    <Button
      onClick={() => void navigate(PATHS.guide)}
      variant="light"
      size="sm"
      px={props.compact ? "xs" : undefined}
      aria-label={label}
      title={label}
      leftSection={<IconChecklist size={18} aria-hidden />}
    >
      {props.compact ? t("guide.progress", progress) : label}
    </Button>
  );
}
