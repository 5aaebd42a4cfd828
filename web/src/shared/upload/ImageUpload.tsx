import { useState } from "react";
import { Box, Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { IconTrash, IconUpload } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { messageOf } from "@/apollo/error-policy";
import { useI18n } from "@/i18n/i18n";
import { ruleText } from "@/i18n/rule-text";
import { AuthImage } from "./AuthImage";
import { imageRefusal } from "./image-file";

export const UploadImageMutation = graphql(`
  mutation UploadImage($name: String!, $dataBase64: String!) {
    uploadFile(name: $name, dataBase64: $dataBase64) {
      id
      url
    }
  }
`);

/** An uploaded image as forms keep it: the id to save, the url to show. */
export interface UploadedImage {
  id: string;
  url: string;
}

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
}: ImageUploadProps) {
  const { t, language } = useI18n();
  const [upload, { loading }] = useMutation(UploadImageMutation, { context: { errorHandling: "local" } });
  const [refusal, setRefusal] = useState<string>();

  const choose = async (files: File[]) => {
    setRefusal(undefined);
    const file = files[0];
    const head = file ? new Uint8Array(await file.slice(0, 8).arrayBuffer()) : new Uint8Array();
    const refused = imageRefusal(files.length, file?.size ?? 0, head);
    if (refused) {
      setRefusal(refused === "count" ? t("upload.onlyOne") : ruleText(refused, language));
      return;
    }
    try {
      const { data } = await upload({ variables: { name: file.name, dataBase64: await readAsDataUrl(file) } });
      if (data) onChange({ id: data.uploadFile.id, url: data.uploadFile.url });
    } catch (failure) {
      setRefusal(messageOf(failure, t("login.requestError")));
    }
  };

  const shown = refusal ?? error;
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
          {/* Any file may be picked: a wrong one gets the rule's message instead of silently not being offered. */}
          <FileButton onChange={(file) => void choose(file ? [file] : [])}>
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={loading} leftSection={<IconUpload size={14} />}>
                {value ? t("upload.replace") : t("upload.choose")}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => {
                setRefusal(undefined);
                onChange(null);
              }}
            >
              {t("upload.remove")}
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}
