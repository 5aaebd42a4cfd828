import { Checkbox, Group, Input, Stack, TextInput } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { useTripFormContext } from "../form-context";
import { SHIFTS_MAX } from "../form-rules";
import { AddButton } from "./AddButton";
import { RemoveButton } from "./RemoveButton";

/** The trip's shifts (time slots): unique names, at least one selected; only selected shifts get dates. */
export function ShiftList() {
  const { t } = useI18n();
  const form = useTripFormContext();
  const shifts = form.getValues().shifts;
  return (
    <Input.Wrapper
      label={t("tripForm.shifts")}
      description={t("tripForm.shiftsHint")}
      error={form.errors.shifts}
      inputWrapperOrder={["label", "description", "input", "error"]}
    >
      <Stack gap="xs" mt={6}>
        {shifts.map((_, index) => (
          <Group key={index} gap="sm" align="flex-start" wrap="nowrap">
            <Checkbox
              mt={8}
              aria-label={t("tripForm.shiftSelected")}
              {...form.getInputProps(`shifts.${index}.selected`, { type: "checkbox" })}
            />
            <TextInput
              aria-label={`${t("tripForm.shiftName")} ${index + 1}`}
              placeholder={t("tripForm.shiftName")}
              style={{ flex: 1 }}
              maw={320}
              {...form.getInputProps(`shifts.${index}.name`)}
            />
            {shifts.length > 1 ? (
              <RemoveButton
                label={t("tripForm.removeShift", { index: index + 1 })}
                onClick={() => form.removeListItem("shifts", index)}
              />
            ) : null}
          </Group>
        ))}
        <AddButton
          label={t("tripForm.addShift")}
          count={shifts.length}
          max={SHIFTS_MAX}
          onClick={() => form.insertListItem("shifts", { name: "", selected: true })}
        />
      </Stack>
    </Input.Wrapper>
  );
}
