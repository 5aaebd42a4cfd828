import { useState } from "react";
import { Button, Group, Input, NumberInput, Select, Stack, Text } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { randomId } from "@mantine/hooks";
import { IconCalendarRepeat } from "@tabler/icons-react";
import type { InventoryRow } from "#rules";
import { useI18n } from "@/i18n/i18n";
import { enterTakesTypedDate } from "@/shared/form";
import { dateValueFormat, typedDay } from "@/shared/time/format-time";
import { ListPagination } from "@/shared/list/ListPagination";
import { showSuccessToast } from "@/shared/notify";
import { useTenantToday } from "@/routes/report/shared/use-report-range";
import { useTripFormContext } from "../form-context";
import { dateShiftKey, INVENTORIES_MAX, type SeatUsage } from "../form-rules";
import { AddButton } from "./AddButton";
import { RemoveButton } from "./RemoveButton";
import { SeasonDialog } from "./SeasonDialog";
import { ROWS_PER_PAGE, useRowPages } from "./use-row-pages";

/**
 * Seats per date and selected shift; a line's quantity may not go below the seats it already sold or holds. Lines are
 * added one at a time or a season at once ("Add dates by range"), and shown ROWS_PER_PAGE at a time.
 */
export function DateInventoryList({ usage }: { usage: SeatUsage }) {
  const { t, language } = useI18n();
  const form = useTripFormContext();
  const today = useTenantToday();
  const [seasonOpen, setSeasonOpen] = useState(false);
  const { inventories, shifts } = form.getValues();
  const paging = useRowPages(inventories.length, form.errors, "inventories");
  const shiftNames = [
    ...new Set(shifts.filter((shift) => shift.selected && shift.name.trim()).map((s) => s.name.trim())),
  ];

  const add = () => {
    const last = inventories.at(-1);
    form.insertListItem("inventories", {
      key: randomId(),
      date: last?.date ?? null,
      shift: shiftNames.find((name) => name !== last?.shift) ?? shiftNames[0] ?? null,
      quantity: last?.quantity ?? "",
    });
    paging.showRow(inventories.length);
  };

  const addSeason = (rows: InventoryRow[], kept: number) => {
    form.setFieldValue("inventories", [...inventories, ...rows.map((row) => ({ key: randomId(), ...row }))]);
    form.clearFieldError("inventories");
    paging.showRow(inventories.length);
    showSuccessToast(t("tripForm.season.added", { added: rows.length, kept }));
  };

  return (
    <Input.Wrapper label={t("tripForm.dates")} error={form.errors.inventories}>
      <Stack gap="xs" mt={6}>
        {inventories.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("tripForm.noDates")}
          </Text>
        ) : null}
        {inventories.slice(paging.start, paging.end).map((entry, offset) => {
          const index = paging.start + offset;
          const used = usage.byDateShift.get(dateShiftKey(entry.date ?? "", entry.shift ?? "")) ?? 0;
          const first = offset === 0;
          return (
            <Group key={entry.key} gap="sm" align="flex-start" wrap="nowrap">
              <DateInput
                label={first ? t("tripForm.date") : undefined}
                aria-label={`${t("tripForm.date")} ${index + 1}`}
                valueFormat={dateValueFormat(language)}
                placeholder={dateValueFormat(language)}
                dateParser={(text) => typedDay(text, language)}
                style={{ flex: 3 }}
                {...form.getInputProps(`inventories.${index}.date`)}
                {...enterTakesTypedDate}
              />
              <Select
                label={first ? t("tripForm.shift") : undefined}
                aria-label={`${t("tripForm.shift")} ${index + 1}`}
                data={entry.shift && !shiftNames.includes(entry.shift) ? [...shiftNames, entry.shift] : shiftNames}
                allowDeselect={false}
                style={{ flex: 3 }}
                {...form.getInputProps(`inventories.${index}.shift`)}
              />
              <NumberInput
                label={first ? t("tripForm.quantity") : undefined}
                aria-label={`${t("tripForm.quantity")} ${index + 1}`}
                description={used > 0 ? t("tripForm.used", { count: used }) : undefined}
                inputWrapperOrder={["label", "input", "description", "error"]}
                style={{ flex: 2 }}
                {...form.getInputProps(`inventories.${index}.quantity`)}
              />
              <RemoveButton
                label={t("tripForm.removeDate", { index: index + 1 })}
                onClick={() => form.removeListItem("inventories", index)}
                mt={first ? 25 : 0}
              />
            </Group>
          );
        })}
        {inventories.length > ROWS_PER_PAGE ? (
          <ListPagination
            page={paging.page}
            pageSize={ROWS_PER_PAGE}
            total={inventories.length}
            rowCount={paging.end - paging.start}
            onChange={paging.setPage}
          />
        ) : null}
        <AddButton label={t("tripForm.addDate")} count={inventories.length} max={INVENTORIES_MAX} onClick={add}>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconCalendarRepeat size={14} aria-hidden />}
            onClick={() => setSeasonOpen(true)}
            disabled={inventories.length >= INVENTORIES_MAX}
          >
            {t("tripForm.addSeason")}
          </Button>
        </AddButton>
        <SeasonDialog
          opened={seasonOpen}
          onClose={() => setSeasonOpen(false)}
          shiftNames={shiftNames}
          listed={inventories}
          today={today}
          quantity={inventories.at(-1)?.quantity ?? ""}
          onAdd={addSeason}
        />
      </Stack>
    </Input.Wrapper>
  );
}
