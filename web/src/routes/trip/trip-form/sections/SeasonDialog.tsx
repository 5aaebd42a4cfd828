import { Button, Checkbox, Chip, Group, Input, Modal, NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { DateInput, DatePickerInput } from "@mantine/dates";
import { useForm } from "@mantine/form";
import {
  WEEKDAYS,
  isoWeekday,
  isIsoDate,
  seasonRows,
  type InventoryRow,
  type ListedRow,
  type SeasonInput,
} from "#rules";
import { useI18n } from "@/i18n/i18n";
import { ruleText } from "@/i18n/rule-text";
import { enterTakesTypedDate } from "@/shared/form";
import { dateValueFormat, typedDay } from "@/shared/time/format-time";
import { wordFailures } from "@/shared/validation";
import type { NumberValue } from "../content-sections";

interface SeasonValues {
  from: string | null;
  to: string | null;
  /** ISO days of the week as chip values ("1" Monday … "7" Sunday). */
  weekdays: string[];
  except: string[];
  shifts: string[];
  quantity: NumberValue;
}

export interface SeasonDialogProps {
  opened: boolean;
  onClose(): void;
  /** The trip's selected shifts, offered (and chosen) for every date. */
  shiftNames: readonly string[];
  /** The rows on the form: a date and shift among them is kept, and they count against the limit. */
  listed: readonly ListedRow[];
  /** The tenant's calendar day today: the earliest first date. */
  today: string;
  /** The quantity a new row starts with (the last row's). */
  quantity: NumberValue;
  onAdd(rows: InventoryRow[], kept: number): void;
}

const ALL_WEEKDAYS = WEEKDAYS.map(String);

const toInput = (values: SeasonValues, today: string): SeasonInput => ({
  from: values.from ?? "",
  to: values.to ?? "",
  weekdays: values.weekdays.map(Number),
  except: values.except,
  shifts: values.shifts,
  quantity: values.quantity,
  today,
});

/**
 * "Add dates by range": a season of departures (rules/trip-season.ts) added to the form's date and shift rows at once,
 * each row editable and removable afterwards like one added by hand. Nothing is added when the season is refused.
 */
export function SeasonDialog(props: SeasonDialogProps) {
  const { t } = useI18n();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t("tripForm.addSeason")} size="lg" centered>
      {/* A fresh form per opening, starting from the trip's shifts and last quantity of that moment. */}
      {props.opened ? <SeasonFields {...props} /> : null}
    </Modal>
  );
}

function SeasonFields({ onClose, shiftNames, listed, today, quantity, onAdd }: SeasonDialogProps) {
  const { t, language } = useI18n();
  const form = useForm<SeasonValues>({
    mode: "controlled",
    initialValues: { from: today, to: null, weekdays: ALL_WEEKDAYS, except: [], shifts: [...shiftNames], quantity },
    validate: (values) => wordFailures(seasonRows(toInput(values, today), listed).failures),
  });
  const values = form.getValues();
  const outcome = seasonRows(toInput(values, today), listed);
  const { season, ...fieldFailures } = outcome.failures;
  const ready = Object.keys(fieldFailures).length === 0;
  // The calendar of dates to leave out spans the range once it is one.
  const range = values.from && values.to && isIsoDate(values.from) && isIsoDate(values.to) && values.from <= values.to;

  // A refused season (too many rows, no day left) is the line above the buttons; its fields show their own messages.
  const add = () => {
    if (form.validate().hasErrors) return;
    onAdd(outcome.rows, outcome.kept);
    onClose();
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("tripForm.season.intro")}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateInput
          label={t("tripForm.season.from")}
          valueFormat={dateValueFormat(language)}
          placeholder={dateValueFormat(language)}
          dateParser={(text) => typedDay(text, language)}
          withAsterisk
          {...form.getInputProps("from")}
          {...enterTakesTypedDate}
        />
        <DateInput
          label={t("tripForm.season.to")}
          valueFormat={dateValueFormat(language)}
          placeholder={dateValueFormat(language)}
          dateParser={(text) => typedDay(text, language)}
          withAsterisk
          {...form.getInputProps("to")}
          {...enterTakesTypedDate}
        />
      </SimpleGrid>
      <Input.Wrapper label={t("tripForm.season.weekdays")} labelElement="div" error={form.errors.weekdays}>
        <Group gap={6} mt={6} role="group" aria-label={t("tripForm.season.weekdays")}>
          <Chip.Group multiple {...form.getInputProps("weekdays")}>
            {ALL_WEEKDAYS.map((day) => (
              <Chip key={day} value={day} size="sm">
                {t(`departures.weekday.${day}` as "departures.weekday.1")}
              </Chip>
            ))}
          </Chip.Group>
          <Button variant="subtle" size="compact-sm" onClick={() => form.setFieldValue("weekdays", ALL_WEEKDAYS)}>
            {t("tripForm.season.everyDay")}
          </Button>
        </Group>
      </Input.Wrapper>
      <DatePickerInput
        type="multiple"
        label={t("tripForm.season.except")}
        description={t("tripForm.season.exceptHint")}
        placeholder={t("tripForm.season.exceptPlaceholder")}
        valueFormat={dateValueFormat(language)}
        clearable
        clearButtonProps={{ "aria-label": t("tripForm.season.clearExcept") }}
        disabled={!range}
        minDate={range ? values.from! : undefined}
        maxDate={range ? values.to! : undefined}
        defaultDate={range ? values.from! : undefined}
        // Only the season's own days can be left out.
        excludeDate={(date) => !values.weekdays.includes(String(isoWeekday(date)))}
        {...form.getInputProps("except")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Checkbox.Group
          label={t("tripForm.season.shifts")}
          description={shiftNames.length === 0 ? t("tripForm.season.noShifts") : undefined}
          withAsterisk
          {...form.getInputProps("shifts")}
        >
          <Group gap="md" mt={8}>
            {shiftNames.map((name) => (
              <Checkbox key={name} value={name} label={name} />
            ))}
          </Group>
        </Checkbox.Group>
        <NumberInput label={t("tripForm.season.quantity")} withAsterisk {...form.getInputProps("quantity")} />
      </SimpleGrid>
      <Text size="sm" aria-live="polite" c={season ? "red.8" : undefined} fw={500}>
        {ready
          ? season
            ? ruleText(season)
            : t("tripForm.season.preview", { added: outcome.rows.length, kept: outcome.kept })
          : null}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button onClick={add}>{t("tripForm.season.add")}</Button>
      </Group>
    </Stack>
  );
}
