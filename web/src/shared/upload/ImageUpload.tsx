import { Box, Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconTrash, IconUpload } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { AuthImage } from "./AuthImage";
import type { ImageSize } from "./image-size";
import { useImageUpload, type ImageUploader, type UploadedImage } from "./use-image-upload";

interface ImageUploadProps {
  label: string;
  /** e.g. the recommended size. */
  description?: string;
  value: UploadedImage | null;
  onChange(value: UploadedImage | null): void;
  /** The form's message for this field (e.g. 'Required'). */
  error?: React.ReactNode;
  withAsterisk?: boolean;
  /** Preview size in pixels. */
  previewWidth?: number;
  previewHeight?: number;
  /** The size the picture is designed for: another one is stored with a warning. */
  recommended?: ImageSize;
  /** Below the field, e.g. when and by whom the image was uploaded. */
  footer?: React.ReactNode;
}

/**
 * One PNG or JPEG under 5 MB: checked here by size and content first, then stored through `uploadFile` (which checks
 * again). A refused file changes nothing: the previous image stays.
 */
export function ImageUpload({
  label,
  description,
  value,
  onChange,
  error,
  withAsterisk,
  previewWidth = 240,
  previewHeight = 96,
  recommended,
  footer,
}: ImageUploadProps) {
  const { t } = useI18n();
  const uploader = useImageUpload(recommended);
  const choose = async (files: File[]) => {
    const stored = await uploader.choose(files);
    if (stored) onChange(stored);
  };

  const shown = uploader.refusal ?? error;
  return (
    <Input.Wrapper label={label} description={description} error={shown} withAsterisk={withAsterisk}>
      <Group align="flex-end" gap="md" mt={4}>
        <Box
          w={previewWidth}
          h={previewHeight}
          style={{
            border: `1px dashed var(--mantine-color-${shown ? "red-5" : "gray-4"})`,
            borderRadius: "var(--mantine-radius-sm)",
            overflow: "hidden",
          }}
        >
          {value ? (
            <AuthImage url={value.url} alt={label} w={previewWidth} h={previewHeight} fit="cover" />
          ) : (
            <Stack h="100%" align="center" justify="center" gap={2}>
              <IconUpload size={20} color="var(--mantine-color-gray-5)" aria-hidden />
              <Text size="xs" c="dimmed">
                {t("upload.none")}
              </Text>
            </Stack>
          )}
        </Box>
        <Stack gap={6}>
          <UploadButton
            uploader={uploader}
            onFile={(file) => void choose(file ? [file] : [])}
            icon={<IconUpload size={14} aria-hidden />}
          >
            {value ? t("upload.replace") : t("upload.choose")}
          </UploadButton>
          {value ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => {
                uploader.reset();
                onChange(null);
              }}
            >
              {t("upload.remove")}
            </Button>
          ) : null}
        </Stack>
      </Group>
      <SizeWarning text={uploader.sizeWarning} />
      {footer}
    </Input.Wrapper>
  );
}

interface UploadButtonProps {
  uploader: Pick<ImageUploader, "loading">;
  onFile(file: File | null): void;
  icon: React.ReactNode;
  disabled?: boolean;
  children: React.ReactNode;
}

/** The button that opens the file picker, busy while its upload runs. */
export function UploadButton({ uploader, onFile, icon, disabled, children }: UploadButtonProps) {
  // Any file may be picked: a wrong one gets the rule's message instead of silently not being offered.
  return (
    <FileButton onChange={onFile} disabled={disabled}>
      {(props) => (
        <Button {...props} variant="default" size="xs" loading={uploader.loading} leftSection={icon}>
          {children}
        </Button>
      )}
    </FileButton>
  );
}

/** Advice on a stored picture's size: it does not block saving, so it is not an error. */
export function SizeWarning({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <Group gap={6} mt={6} wrap="nowrap" align="flex-start" role="status">
      <IconAlertTriangle size={16} color="var(--mantine-color-orange-text)" aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" c="var(--mantine-color-orange-text)">
        {text}
      </Text>
    </Group>
  );
}
