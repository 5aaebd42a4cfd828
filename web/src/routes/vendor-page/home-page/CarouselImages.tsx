import { ActionIcon, Group, Input, Paper, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { PAGE_IMAGES_MAX } from "#rules";
import { useI18n } from "@/i18n/i18n";
import { AuthImage, SizeWarning, UploadButton, useImageUpload } from "@/shared/upload";
import { BACKGROUND_SIZE, type PageImageValue } from "./home-page-values";
import { ImageMeta } from "./ImageMeta";

interface CarouselImagesProps {
  images: PageImageValue[];
  onChange(images: PageImageValue[]): void;
  /** Messages by path: `bgImages` for the list, `bgImages.<index>` for one image. */
  errors: Record<string, React.ReactNode>;
}

/** The extra background images, shown one after another on the public page: add, reorder, remove. */
export function CarouselImages({ images, onChange, errors }: CarouselImagesProps) {
  const { t } = useI18n();
  const uploader = useImageUpload(BACKGROUND_SIZE);
  const full = images.length >= PAGE_IMAGES_MAX;

  const add = async (file: File | null) => {
    const stored = await uploader.choose(file ? [file] : []);
    if (stored) onChange([...images, stored]);
  };
  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };

  return (
    <Input.Wrapper
      label={t("homePage.bgImages")}
      description={t("homePage.bgImagesHint", { max: PAGE_IMAGES_MAX, ...BACKGROUND_SIZE })}
      error={uploader.refusal ?? errors.bgImages}
    >
      <Stack gap="xs" mt={6} component="ol" p={0} m={0} style={{ listStyle: "none" }}>
        {images.map((image, index) => {
          const number = index + 1;
          const name = t("homePage.bgImageNumber", { number });
          return (
            <Paper key={image.id} component="li" withBorder p="xs" radius="sm" aria-label={name}>
              <Group gap="sm" wrap="nowrap">
                <Text size="sm" fw={600} w={18} ta="right" aria-hidden>
                  {number}
                </Text>
                <AuthImage url={image.url} alt={name} w={120} h={48} fit="cover" radius="sm" />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {image.name ?? name}
                  </Text>
                  <ImageMeta image={image} />
                  {errors[`bgImages.${index}`] ? (
                    <Text size="xs" c="red">
                      {errors[`bgImages.${index}`]}
                    </Text>
                  ) : null}
                </Stack>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t("homePage.moveUp", { number })}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === images.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t("homePage.moveDown", { number })}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => {
                      uploader.reset();
                      onChange(images.filter((_, other) => other !== index));
                    }}
                    aria-label={t("homePage.removeImage", { number })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <Group gap="sm" mt="xs">
        <UploadButton
          uploader={uploader}
          onFile={(file) => void add(file)}
          disabled={full}
          icon={<IconPlus size={14} aria-hidden />}
        >
          {t("homePage.addImage")}
        </UploadButton>
        {full ? (
          <Text size="xs" c="dimmed">
            {t("homePage.bgImagesFull", { max: PAGE_IMAGES_MAX })}
          </Text>
        ) : null}
      </Group>
      <SizeWarning text={uploader.sizeWarning} />
    </Input.Wrapper>
  );
}
