import { Box, Center, Group, Stack, Text } from "@mantine/core";
import { IconMail, IconPhoto, IconPhone } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { AuthImage } from "@/shared/upload";
import classes from "./VendorPagePreview.module.css";
import type { HomePageValues } from "./home-page-values";

export type PreviewDevice = "desktop" | "phone";

interface VendorPagePreviewProps {
  values: HomePageValues;
  device: PreviewDevice;
  /** The public address shown in the preview's address bar; null without a domain. */
  homePageUrl: string | null;
}

/**
 * The public vendor page as a visitor would see it, drawn from the form's values alone (no query, no state), so it
 * follows every keystroke: a header band with the background, logo and slogan, the about-us text, the carousel
 * images and the support contacts. On a phone the same parts stack in one narrow column.
 */
export function VendorPagePreview({ values, device, homePageUrl }: VendorPagePreviewProps) {
  const { t } = useI18n();
  const phone = device === "phone";
  const contacts = [
    values.supportPurePhone.trim()
      ? { icon: IconPhone, text: `${values.supportPhoneCode ?? ""} ${values.supportPurePhone}`.trim() }
      : undefined,
    values.supportEmail.trim() ? { icon: IconMail, text: values.supportEmail.trim() } : undefined,
  ].filter((contact) => contact !== undefined);

  return (
    <Box className={classes.frame} data-device={device}>
      <Group className={classes.addressBar} gap={6} wrap="nowrap">
        {phone ? null : (
          <Group gap={4} aria-hidden>
            <span className={classes.dot} />
            <span className={classes.dot} />
            <span className={classes.dot} />
          </Group>
        )}
        <Text className={classes.address} size="xs" truncate>
          {homePageUrl ?? t("homePage.preview.noAddress")}
        </Text>
      </Group>

      <Box className={classes.hero}>
        {values.backgroundImage ? (
          <AuthImage
            url={values.backgroundImage.url}
            alt={t("homePage.backgroundImage")}
            className={classes.cover}
            w="100%"
            h="100%"
            fit="cover"
          />
        ) : (
          <Center className={classes.cover} c="gray.6">
            <IconPhoto size={phone ? 28 : 36} aria-hidden />
          </Center>
        )}
        <Group className={classes.heroText} gap={phone ? "xs" : "md"} wrap="nowrap" align="flex-end">
          <Box className={classes.logo} w={phone ? 44 : 64} h={phone ? 44 : 64}>
            {values.logo ? (
              <AuthImage url={values.logo.url} alt={t("homePage.logo")} w="100%" h="100%" fit="contain" />
            ) : (
              <Center h="100%" c="gray.6">
                <IconPhoto size={18} aria-hidden />
              </Center>
            )}
          </Box>
          <Text className={classes.slogan} fz={phone ? "md" : "xl"} fw={700} lineClamp={3}>
            {values.slogan.trim() || t("homePage.preview.sloganPlaceholder")}
          </Text>
        </Group>
      </Box>

      <div className={classes.body}>
        <Stack gap={4} className={classes.about}>
          <Text fw={700} size={phone ? "sm" : "md"}>
            {t("homePage.aboutUs")}
          </Text>
          <Text size="sm" className={classes.aboutText} c={values.aboutUs.trim() ? undefined : "dimmed"}>
            {values.aboutUs.trim() || t("homePage.preview.aboutPlaceholder")}
          </Text>
        </Stack>
        <Stack gap={6} className={classes.contacts}>
          <Text fw={700} size={phone ? "sm" : "md"}>
            {t("homePage.preview.contactUs")}
          </Text>
          {contacts.length > 0 ? (
            contacts.map(({ icon: ContactIcon, text }) => (
              <Group key={text} gap={6} wrap="nowrap">
                <ContactIcon size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" c="var(--mantine-color-brand-text)" className={classes.contact}>
                  {text}
                </Text>
              </Group>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              {t("homePage.preview.contactPlaceholder")}
            </Text>
          )}
        </Stack>
      </div>

      {values.bgImages.length > 0 ? (
        // Focusable, so that the slides past the first can be scrolled to with the keyboard too.
        <div className={classes.carousel} aria-label={t("homePage.bgImages")} role="group" tabIndex={0}>
          {values.bgImages.map((image, index) => (
            <AuthImage
              key={image.id}
              url={image.url}
              alt={t("homePage.bgImageNumber", { number: index + 1 })}
              className={classes.slide}
            />
          ))}
        </div>
      ) : null}
    </Box>
  );
}
