import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "@/gql";
import { messageOf } from "@/apollo/error-policy";
import { useI18n } from "@/i18n/i18n";
import { ruleText } from "@/i18n/rule-text";
import { imageRefusal } from "./image-file";
import { readImageSize, sizeAdvice, type ImageSize } from "./image-size";

export const UploadImageMutation = graphql(`
  mutation UploadImage($name: String!, $dataBase64: String!) {
    uploadFile(name: $name, dataBase64: $dataBase64) {
      id
      url
      name
      createTime
    }
  }
`);

/** An uploaded image as forms keep it: the id to save, the url to show; the name and time when just uploaded. */
export interface UploadedImage {
  id: string;
  url: string;
  name?: string;
  uploadTime?: string;
}

export interface ImageUploader {
  /** Checks and stores the chosen file; the stored image, or undefined when it was refused (see `refusal`). */
  choose(files: File[]): Promise<UploadedImage | undefined>;
  loading: boolean;
  /** Why the last choice was refused, in the console's language. */
  refusal?: string;
  /** Advice on the last stored picture's size against `recommended`; it was stored anyway. */
  sizeWarning?: string;
  /** Forgets the last refusal and advice (the image was removed). */
  reset(): void;
}

/**
 * One PNG or JPEG under 5 MB: checked here by size and content first, then stored through `uploadFile` (which checks
 * again). With `recommended`, a picture smaller than it or of another shape is stored with a warning.
 */
export function useImageUpload(recommended?: ImageSize): ImageUploader {
  const { t, language } = useI18n();
  const [upload, { loading }] = useMutation(UploadImageMutation, { context: { errorHandling: "local" } });
  const [refusal, setRefusal] = useState<string>();
  const [sizeWarning, setSizeWarning] = useState<string>();

  const choose = async (files: File[]) => {
    setRefusal(undefined);
    const file = files[0];
    const head = file ? new Uint8Array(await file.slice(0, 8).arrayBuffer()) : new Uint8Array();
    const refused = imageRefusal(files.length, file?.size ?? 0, head);
    if (refused) {
      setRefusal(refused === "count" ? t("upload.onlyOne") : ruleText(refused, language));
      return undefined;
    }
    try {
      const { data } = await upload({ variables: { name: file.name, dataBase64: await readAsDataUrl(file) } });
      if (!data) return undefined;
      setSizeWarning(recommended ? await adviceFor(file, recommended) : undefined);
      const stored = data.uploadFile;
      return { id: stored.id, url: stored.url, name: stored.name, uploadTime: stored.createTime };
    } catch (failure) {
      setRefusal(messageOf(failure, t("login.requestError")));
      return undefined;
    }
  };

  const adviceFor = async (file: File, wanted: ImageSize) => {
    const actual = await readImageSize(file);
    const advice = actual && sizeAdvice(actual, wanted);
    if (!actual || !advice) return undefined;
    const params = {
      width: actual.width,
      height: actual.height,
      wantedWidth: wanted.width,
      wantedHeight: wanted.height,
    };
    return t(advice === "smaller" ? "upload.smallerThanRecommended" : "upload.otherRatio", params);
  };

  return {
    choose,
    loading,
    refusal,
    sizeWarning,
    reset: () => {
      setRefusal(undefined);
      setSizeWarning(undefined);
    },
  };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}
