import { Anchor, Badge, Group, Paper, Progress, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconChevronRight, type Icon } from "@tabler/icons-react";
import {
  IconBuildingBank,
  IconBuildingStore,
  IconCreditCard,
  IconReceiptTax,
  IconRoute,
  IconWorldWww,
} from "@tabler/icons-react";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useI18n, type MessageKey } from "@/i18n/i18n";
import { SetupProgressQuery } from "@/layout/setup-progress";
import { useCurrentRoute } from "@/routes/current-route";
import { PageHeader } from "@/shared/PageHeader";
import { LoadError } from "@/shared/LoadError";
import { PageSkeleton } from "@/shared/PageSkeleton";

interface StepMeta {
  title: MessageKey;
  text: MessageKey;
  path: string;
  icon: Icon;
  /** One of the steps that finish the setup (companyInfo, vendorPage, activity). */
  required?: boolean;
  /** A second screen the step needs, e.g. the trip list where a trip is published. */
  more?: { label: MessageKey; path: string };
}

/** The six setup steps (docs/company-contract.md section 5), each with the screen that completes it. */
export const GUIDE_STEPS: Record<string, StepMeta> = {
  companyInfo: {
    title: "guide.step.companyInfo",
    text: "guide.step.companyInfo.text",
    path: "/company/company_info",
    icon: IconBuildingStore,
    required: true,
  },
  taxInfo: {
    title: "guide.step.taxInfo",
    text: "guide.step.taxInfo.text",
    path: "/company/tax_info",
    icon: IconReceiptTax,
  },
  bankInfo: {
    title: "guide.step.bankInfo",
    text: "guide.step.bankInfo.text",
    path: "/company/bank_info",
    icon: IconBuildingBank,
  },
  vendorPage: {
    title: "guide.step.vendorPage",
    text: "guide.step.vendorPage.text",
    path: "/vendor_page/home_page",
    icon: IconWorldWww,
    required: true,
  },
  payment: {
    title: "guide.step.payment",
    text: "guide.step.payment.text",
    path: "/system/payment",
    icon: IconCreditCard,
  },
  activity: {
    title: "guide.step.activity",
    text: "guide.step.activity.text",
    path: "/trip/trip_add",
    icon: IconRoute,
    required: true,
    more: { label: "guide.step.activity.more", path: "/trip/trip_list" },
  },
};

export default function GuideScreen() {
  const { t } = useI18n();
  const title = t(useCurrentRoute().title);
  const { data, error, refetch } = useQuery(SetupProgressQuery, { fetchPolicy: "cache-and-network" });
  const initState = data?.me.initState;
  if (!initState?.steps) {
    return error ? (
      <>
        <PageHeader title={title} />
        <LoadError error={error} onRetry={() => void refetch()} />
      </>
    ) : (
      <PageSkeleton />
    );
  }
  const { completedSteps, totalSteps } = initState;
  const percent = totalSteps > 0 ? Math.round((completedSteps / totalSteps) * 100) : 0;

  return (
    <>
      <PageHeader title={title} />
      <Stack gap="lg" maw={880}>
        <Paper withBorder p="lg" radius="md">
          <Text size="sm" c="dimmed">
            {t("guide.progressLabel")}
          </Text>
          <Text fz={28} fw={700} lh={1.2} mb="sm">
            {t("guide.progress", { completed: completedSteps, total: totalSteps })}
          </Text>
          {/* Mantine puts the progressbar role on the bar's section, which takes a label but not a labelledby. */}
          <Progress value={percent} size="lg" radius="xl" aria-label={t("guide.progressLabel")} />
          <Text size="sm" c="dimmed" mt="sm">
            {initState.initialized ? t("guide.finished") : t("guide.intro")}
          </Text>
        </Paper>

        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
          {initState.steps.map((step, index) => {
            const meta = GUIDE_STEPS[step.key];
            if (!meta) return null;
            const StepIcon = meta.icon;
            return (
              <Paper key={step.key} component="li" withBorder p="md" radius="md">
                <Group wrap="nowrap" gap="md">
                  <ThemeIcon
                    size={40}
                    radius="xl"
                    variant={step.done ? "filled" : "light"}
                    color={step.done ? "teal" : "brand"}
                    aria-hidden
                  >
                    {step.done ? <IconCheck size={20} /> : <StepIcon size={20} />}
                  </ThemeIcon>
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap="xs" wrap="wrap">
                      <Anchor component={Link} to={meta.path} fw={600} c="inherit">
                        {index + 1}. {t(meta.title)}
                      </Anchor>
                      {meta.required ? (
                        <Text span size="xs" c="dimmed">
                          {t("guide.required")}
                        </Text>
                      ) : null}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t(meta.text)}{" "}
                      {meta.more ? (
                        <Anchor component={Link} to={meta.more.path} size="sm">
                          {t(meta.more.label)}
                        </Anchor>
                      ) : null}
                    </Text>
                  </Stack>
                  <Badge variant="light" color={step.done ? "teal" : "gray"}>
                    {step.done ? t("guide.done") : t("guide.todo")}
                  </Badge>
                  <IconChevronRight size={18} aria-hidden color="var(--mantine-color-gray-5)" />
                </Group>
              </Paper>
            );
          })}
        </Stack>
      </Stack>
    </>
  );
}
