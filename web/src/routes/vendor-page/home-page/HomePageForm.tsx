import { useState } from "react";
import { Box, SegmentedControl, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { IconDeviceDesktop, IconDeviceMobile } from "@tabler/icons-react";
import { ABOUT_US_MAX, SLOGAN_MAX } from "#rules";
import { getFragmentData } from "@/gql";
import type { HomePage_PageFragment } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useRefreshSetupProgress } from "@/layout/setup-progress";
import { FormSection, PhoneWithCodeInput, RecordFormFrame, useRecordForm } from "@/shared/form";
import { ImageUpload } from "@/shared/upload";
import { CarouselImages } from "./CarouselImages";
import { HomePageAddress } from "./HomePageAddress";
import { HomePage_page, SaveVendorPageMutation } from "./home-page-operations";
import { BACKGROUND_SIZE, toFormErrors, toFormValues, toVendorPageInput, validateHomePage } from "./home-page-values";
import { ImageMeta } from "./ImageMeta";
import { VendorPagePreview, type PreviewDevice } from "./VendorPagePreview";

/**
 * The vendor page's fields beside a live preview of the public page. Saving sends the version the form was loaded
 * at and reads the setup guide's progress again (the first save completes its vendor page step).
 */
export function HomePageForm({ page }: { page: HomePage_PageFragment }) {
  const { t } = useI18n();
  const [device, setDevice] = useState<PreviewDevice>("desktop");
  const refreshSetupProgress = useRefreshSetupProgress();
  const [saveVendorPage] = useMutation(SaveVendorPageMutation);
  const recordForm = useRecordForm({
    record: page,
    valuesOf: toFormValues,
    validate: validateHomePage,
    formErrors: toFormErrors,
    save: async (values, version) => {
      const { data } = await saveVendorPage({ variables: { version, input: toVendorPageInput(values) } });
      return data ? getFragmentData(HomePage_page, data.saveVendorPage) : undefined;
    },
    savedMessage: t("homePage.saved"),
    afterSave: refreshSetupProgress,
  });
  const { form, record } = recordForm;
  const values = form.getValues();
  const errors = form.errors;

  const preview = (
    <Box component="section" aria-labelledby="home-page-preview">
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={650} fz="lg" id="home-page-preview">
            {t("homePage.preview.title")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("homePage.preview.hint")}
          </Text>
        </Stack>
        <SegmentedControl
          value={device}
          onChange={(value) => setDevice(value as PreviewDevice)}
          aria-label={t("homePage.preview.device")}
          data={[
            {
              value: "desktop",
              label: <DeviceLabel icon={<IconDeviceDesktop size={16} />} text={t("homePage.preview.desktop")} />,
            },
            {
              value: "phone",
              label: <DeviceLabel icon={<IconDeviceMobile size={16} />} text={t("homePage.preview.phone")} />,
            },
          ]}
        />
        <VendorPagePreview values={values} device={device} homePageUrl={record.homePageUrl ?? null} />
      </Stack>
    </Box>
  );

  return (
    <RecordFormFrame
      editAction="/vendor/page/edit"
      recordForm={recordForm}
      saveLabel={t("homePage.save")}
      aside={preview}
    >
      <FormSection title={t("homePage.section.images")}>
        <ImageUpload
          label={t("homePage.backgroundImage")}
          description={t("homePage.backgroundImageHint", BACKGROUND_SIZE)}
          withAsterisk
          value={values.backgroundImage}
          onChange={(image) => form.setFieldValue("backgroundImage", image)}
          error={errors.backgroundImage}
          recommended={BACKGROUND_SIZE}
          footer={<ImageMeta image={values.backgroundImage} />}
        />
        <ImageUpload
          label={t("homePage.logo")}
          description={t("homePage.logoHint")}
          withAsterisk
          value={values.logo}
          onChange={(image) => form.setFieldValue("logo", image)}
          error={errors.logo}
          previewWidth={96}
          previewHeight={96}
          footer={<ImageMeta image={values.logo} />}
        />
        <CarouselImages
          images={values.bgImages}
          onChange={(images) => {
            form.setFieldValue("bgImages", images);
            form.clearFieldError("bgImages");
          }}
          errors={errors}
        />
      </FormSection>

      <FormSection title={t("homePage.section.texts")}>
        <Textarea
          label={t("homePage.aboutUs")}
          description={t("homePage.aboutUsHint", { max: ABOUT_US_MAX })}
          withAsterisk
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps("aboutUs")}
        />
        <TextInput
          label={t("homePage.slogan")}
          description={t("homePage.sloganHint", { max: SLOGAN_MAX })}
          {...form.getInputProps("slogan")}
        />
      </FormSection>

      <FormSection title={t("homePage.section.support")} description={t("homePage.supportHint")}>
        <PhoneWithCodeInput
          label={t("homePage.supportPhone")}
          code={form.getInputProps("supportPhoneCode")}
          number={form.getInputProps("supportPurePhone")}
        />
        <TextInput
          label={t("homePage.supportEmail")}
          type="email"
          autoComplete="email"
          {...form.getInputProps("supportEmail")}
        />
      </FormSection>

      <FormSection title={t("homePage.section.address")}>
        <HomePageAddress url={record.homePageUrl ?? null} />
      </FormSection>
    </RecordFormFrame>
  );
}

function DeviceLabel({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Box component="span" style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
      <span aria-hidden style={{ display: "inline-flex" }}>
        {icon}
      </span>
      {text}
    </Box>
  );
}
