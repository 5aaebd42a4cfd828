import { Group, Radio, SimpleGrid, Text } from "@mantine/core";
import { IconBus, IconMapRoute, IconTicket } from "@tabler/icons-react";
import type { TripTemplate } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { TEMPLATES } from "../content-sections";
import { withTemplate } from "../form-values";
import { useTripFormContext } from "../form-context";
import { FormSection } from "@/shared/form";

const ICONS: Record<TripTemplate, React.ReactNode> = {
  EVENT: <IconTicket size={22} aria-hidden />,
  TOUR: <IconMapRoute size={22} aria-hidden />,
  CUSTOM: <IconBus size={22} aria-hidden />,
};

/**
 * Event, Tour or Custom. For a new trip, switching fills in that template's pricing, inventory and sections; a saved
 * trip keeps its settings and only changes its kind.
 */
export function TemplateChoice({ applyDefaults }: { applyDefaults: boolean }) {
  const { t } = useI18n();
  const form = useTripFormContext();
  const current = form.getValues().template;
  return (
    <FormSection title={t("tripForm.template")} description={t("tripForm.template.hint")}>
      <Radio.Group
        value={current}
        onChange={(next) => {
          if (next === current) return;
          const template = next as TripTemplate;
          form.setValues(applyDefaults ? withTemplate(form.getValues(), template) : { template });
        }}
        aria-label={t("tripForm.template")}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {TEMPLATES.map((template) => (
            <Radio.Card
              key={template}
              value={template}
              radius="md"
              p="md"
              aria-labelledby={`template-${template}`}
              aria-describedby={`template-${template}-text`}
              // A button centres its content: cards with shorter texts would sit lower than their neighbours.
              style={{ display: "flex", alignItems: "flex-start" }}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <div>
                  <Group gap={6} wrap="nowrap" c={template === current ? "brand.7" : undefined}>
                    {ICONS[template]}
                    <Text fw={600} id={`template-${template}`}>
                      {t(`tripForm.template.${template}`)}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed" mt={4} id={`template-${template}-text`}>
                    {t(`tripForm.template.${template}.text`)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
    </FormSection>
  );
}
