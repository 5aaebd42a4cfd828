import { Alert, Select, Stack, Table, Text } from "@mantine/core";
import { IconClockExclamation } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import type { FieldInputProps } from "@/shared/form";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { timeZoneLabel } from "../dictionary-labels";

interface TimeZoneItem {
  id: string;
  code: string;
  name: string;
}

interface TimeZoneChangeRow {
  fromTimeZone: string;
  toTimeZone: string;
  changedBy: string;
  changeTime: string;
}

interface TimeZoneFieldProps {
  input: FieldInputProps;
  timeZones: readonly TimeZoneItem[];
  /** The time zone as saved: the one the console shows times in now. */
  savedTimeZoneId: string | null;
  changes: readonly TimeZoneChangeRow[];
}

/**
 * The tenant's time zone: every time the console shows (footer, lists, forms) is in it, so a change is spelled out
 * before it is saved, and the recent changes are listed with who made them.
 */
export function TimeZoneField({ input, timeZones, savedTimeZoneId, changes }: TimeZoneFieldProps) {
  const { t, language } = useI18n();
  const time = useTenantTime();
  const byId = new Map(timeZones.map((zone) => [zone.id, zone]));
  const chosen = typeof input.value === "string" ? byId.get(input.value) : undefined;
  const saved = savedTimeZoneId ? byId.get(savedTimeZoneId) : undefined;
  return (
    <Stack gap="sm">
      <Select
        {...input}
        value={typeof input.value === "string" && input.value ? input.value : null}
        onChange={(value) => input.onChange(value ?? "")}
        label={t("company.timeZone")}
        description={t("company.timeZoneHint")}
        withAsterisk
        searchable
        data={timeZones.map((zone) => ({ value: zone.id, label: timeZoneLabel(zone, language) }))}
        nothingFoundMessage={t("company.nothingFound")}
        maxDropdownHeight={300}
      />
      {chosen && saved && chosen.id !== saved.id ? (
        <Alert color="orange" variant="light" icon={<IconClockExclamation size={18} aria-hidden />}>
          {t("company.timeZoneChange", { from: saved.code, to: chosen.code })}
        </Alert>
      ) : null}
      {changes.length > 0 ? (
        <div>
          <Text size="sm" fw={500} mb={4} id="time-zone-changes">
            {t("company.timeZoneChanges")}
          </Text>
          <Table.ScrollContainer minWidth={480}>
            <Table aria-labelledby="time-zone-changes" fz="sm" verticalSpacing={4} withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("company.timeZoneChangedAt")}</Table.Th>
                  <Table.Th>{t("company.timeZoneFrom")}</Table.Th>
                  <Table.Th>{t("company.timeZoneTo")}</Table.Th>
                  <Table.Th>{t("company.timeZoneChangedBy")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => (
                  <Table.Tr key={`${change.changeTime}-${change.toTimeZone}`}>
                    <Table.Td>{time.format(change.changeTime)}</Table.Td>
                    <Table.Td>{change.fromTimeZone}</Table.Td>
                    <Table.Td>{change.toTimeZone}</Table.Td>
                    <Table.Td>{change.changedBy}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
      ) : null}
    </Stack>
  );
}
