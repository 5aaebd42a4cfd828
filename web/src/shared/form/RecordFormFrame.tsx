import type { CmdUrl } from "#rules";
import { Alert, Box, Grid, Stack, Text } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useLocation } from "react-router-dom";
import { useCan } from "@/layout/shell-context";
import { useI18n } from "@/i18n/i18n";
import { useCurrentRoute } from "@/routes/current-route";
import { routeTitle as titleOfRoute } from "@/routes/route-model";
import { FormAlert } from "@/shared/FormAlert";
import { PageHeader } from "@/shared/PageHeader";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { SaveBar } from "./SaveBar";
import type { RecordForm } from "./use-record-form";

interface RecordFormFrameProps {
  recordForm: Pick<
    RecordForm<Record<string, unknown>, { version: number; updateTime?: string | null }>,
    "record" | "refusal" | "saving" | "onSubmit" | "discard"
  >;
  saveLabel: string;
  /**
   * The action permission the save needs (the gateway refuses the save without it). Without it the page is shown
   * read-only: every control disabled, no save bar, a note saying why.
   */
  editAction: CmdUrl;
  /** Above the fields, e.g. a notice about the record. */
  notice?: React.ReactNode;
  /** The form's title when it is not the route's (e.g. an edit screen on an add route). */
  title?: string;
  /** Off for a record without a last save time (e.g. a receiver, which the form adds or edits). */
  lastSaved?: boolean;
  /**
   * One of several forms under the screen's own header (e.g. tabs): no page header; when it was last saved shows
   * above the fields.
   */
  embedded?: boolean;
  /** Beside the form on wide screens (e.g. a live preview), below it on narrow ones. */
  aside?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * The page of a record edited in place (`useRecordForm`): the route's title with when it was last saved, the form's
 * refusal that no field can show, the sections, and Cancel (back to the saved values) and Save kept in view.
 */
export function RecordFormFrame({
  recordForm,
  saveLabel,
  editAction,
  notice,
  title: ownTitle,
  lastSaved = true,
  embedded = false,
  aside,
  children,
}: RecordFormFrameProps) {
  const { t } = useI18n();
  const editable = useCan()(editAction);
  const time = useTenantTime();
  const routeTitle = t(titleOfRoute(useCurrentRoute(), useLocation().search));
  const title = ownTitle ?? routeTitle;
  const savedAt = time.format(recordForm.record.updateTime);
  const savedText = lastSaved ? (
    <Text size="sm" c="dimmed">
      {savedAt ? t("form.lastSaved", { time: savedAt }) : t("form.notSavedYet")}
    </Text>
  ) : undefined;
  const form = (
    <form onSubmit={recordForm.onSubmit} noValidate aria-label={title}>
      <Stack gap="lg" maw={aside ? undefined : 880}>
        {embedded ? savedText : null}
        {notice}
        {editable ? (
          <FormAlert message={recordForm.refusal} />
        ) : (
          <Alert variant="light" color="gray" icon={<IconEye size={18} aria-hidden />}>
            {t("form.readOnly")}
          </Alert>
        )}
        {/* A disabled fieldset disables every control inside it, the ones a section adds later included. */}
        <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">{children}</Stack>
        </fieldset>
        {editable && <SaveBar saveLabel={saveLabel} saving={recordForm.saving} onCancel={recordForm.discard} />}
      </Stack>
    </form>
  );
  return (
    <>
      {embedded ? null : <PageHeader title={title} actions={savedText} />}
      {aside ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>{form}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Box
              pos={{ base: "static", md: "sticky" }}
              top="calc(var(--app-shell-header-offset, 0px) + var(--mantine-spacing-md))"
            >
              {aside}
            </Box>
          </Grid.Col>
        </Grid>
      ) : (
        form
      )}
    </>
  );
}
