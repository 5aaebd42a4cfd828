import { useMemo } from "react";
import { MantineProvider, mergeThemeOverrides } from "@mantine/core";
import { type CalendarAriaLabels, DatesProvider } from "@mantine/dates";
import { RouterProvider } from "react-router-dom";
import { useI18n } from "../i18n/i18n";
import { useLoadedConsole } from "./console-loader";
import type { AppRouter } from "./router";
import { cssVariablesResolver, theme } from "./theme";

export function App({ router }: { router: AppRouter }) {
  const consolePart = useLoadedConsole();
  const { language, t } = useI18n();
  // Every dialog's close button is an icon alone: its name, in the console's language, is what a screen reader says.
  // So are a calendar's previous and next arrows (issue 61); its heading, the month or year shown, keeps its own text
  // as its name, which says more than "Choose the month" would.
  const localTheme = useMemo(
    () => {
      const ariaLabels: CalendarAriaLabels = {
        previousMonth: t("calendar.previousMonth"),
        nextMonth: t("calendar.nextMonth"),
        previousYear: t("calendar.previousYear"),
        nextYear: t("calendar.nextYear"),
        previousDecade: t("calendar.previousDecade"),
        nextDecade: t("calendar.nextDecade"),
      };
      // A month's heading as Chinese writes it (2026年12月), not dayjs's "十二月 2026".
      const monthLabelFormat = language === "zh" ? "YYYY年M月" : "MMMM YYYY";
      const calendar = { defaultProps: { ariaLabels, monthLabelFormat } };
      return mergeThemeOverrides(theme, {
        components: {
          Modal: { defaultProps: { closeButtonProps: { "aria-label": t("common.close") } } },
          Calendar: calendar,
          DatePicker: calendar,
          DateInput: calendar,
          DatePickerInput: calendar,
          // The date-and-time picker's submit is a check mark alone, its time two bare number fields.
          DateTimePicker: {
            defaultProps: {
              ariaLabels,
              submitButtonProps: { "aria-label": t("common.ok") },
              timePickerProps: { hoursInputLabel: t("calendar.hours"), minutesInputLabel: t("calendar.minutes") },
            },
          },
          YearPickerInput: calendar,
          MonthPickerInput: calendar,
        },
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` is new on every render; the language decides it
    [language],
  );
  return (
    <MantineProvider theme={localTheme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* The calendars' month and weekday names in the console's language (dayjs's zh-cn for Chinese). */}
      <DatesProvider settings={{ locale: language === "zh" ? "zh-cn" : "en" }}>
        {consolePart && <consolePart.ConsoleOverlays />}
        <RouterProvider router={router} />
      </DatesProvider>
    </MantineProvider>
  );
}
