/**
 * The vendor page form's values and their mapping to and from GraphQL (docs/company-contract.md sections 2–3): the
 * form keeps each image whole (to show it and when and by whom it was uploaded), the API gets its file id.
 */
import { vendorPageFailures } from "#rules";
import { getFragmentData, type FragmentType } from "@/gql";
import type { HomePage_PageFragment, VendorPageInput } from "@/gql/graphql";
import { ruleText } from "@/i18n/rule-text";
import { DEFAULT_PHONE_CODE } from "@/shared/form/calling-codes";
import type { UploadedImage } from "@/shared/upload";
import { HomePage_image } from "./home-page-operations";

/** The background's designed size (the public page's header band). */
export const BACKGROUND_SIZE = { width: 1920, height: 768 };

/** An image of the page; `uploaderName` is unknown until the page is saved with a just-uploaded image. */
export interface PageImageValue extends UploadedImage {
  uploaderName?: string;
}

// A type, not an interface: the shared record form takes values indexable by field name.
export type HomePageValues = {
  backgroundImage: PageImageValue | null;
  logo: PageImageValue | null;
  bgImages: PageImageValue[];
  aboutUs: string;
  slogan: string;
  /** The area code select leaves null when cleared. */
  supportPhoneCode: string | null;
  supportPurePhone: string;
  supportEmail: string;
};

function imageValue(ref: FragmentType<typeof HomePage_image>): PageImageValue {
  const image = getFragmentData(HomePage_image, ref);
  return {
    id: image.fileId,
    url: image.url,
    name: image.name ?? undefined,
    uploadTime: image.uploadTime ?? undefined,
    uploaderName: image.uploaderName ?? undefined,
  };
}

export function toFormValues(page: HomePage_PageFragment): HomePageValues {
  return {
    backgroundImage: page.backgroundImage ? imageValue(page.backgroundImage) : null,
    logo: page.logo ? imageValue(page.logo) : null,
    bgImages: page.bgImages.map(imageValue),
    aboutUs: page.aboutUs ?? "",
    slogan: page.slogan ?? "",
    // A page without a phone offers the default code, as a value and not a grey hint that looks like one; a saved
    // number without a code keeps the field empty, for the rule to ask for one.
    supportPhoneCode: page.supportPhoneCode ?? (page.supportPurePhone ? "" : DEFAULT_PHONE_CODE),
    supportPurePhone: page.supportPurePhone ?? "",
    supportEmail: page.supportEmail ?? "",
  };
}

const orNull = (text: string | null) => (text?.trim() ? text.trim() : null);

export function toVendorPageInput(values: HomePageValues): VendorPageInput {
  return {
    backgroundImageFileId: values.backgroundImage?.id ?? null,
    logoFileId: values.logo?.id ?? null,
    bgImageFileIds: values.bgImages.map((image) => image.id),
    aboutUs: values.aboutUs.trim(),
    slogan: orNull(values.slogan),
    // The code goes with a number: the default one alone is no phone.
    supportPhoneCode: orNull(values.supportPurePhone) ? orNull(values.supportPhoneCode) : null,
    supportPurePhone: orNull(values.supportPurePhone),
    supportEmail: orNull(values.supportEmail),
  };
}

/** The API names the images by their file ids; the form by the images. */
const FORM_FIELD: Record<string, string> = {
  backgroundImageFileId: "backgroundImage",
  logoFileId: "logo",
  bgImageFileIds: "bgImages",
};

/** Where a field message of the rules or of the server belongs on the form (`bgImageFileIds.2` → `bgImages.2`). */
export function toFormErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => {
      const [head, ...rest] = path.split(".");
      return [[FORM_FIELD[head] ?? head, ...rest].join("."), message];
    }),
  );
}

/** Every message of the form, by field, in the console's language: the shared rules on the input the API would get. */
export function validateHomePage(values: HomePageValues): Record<string, string> {
  const failures = vendorPageFailures(toVendorPageInput(values));
  return toFormErrors(Object.fromEntries(Object.entries(failures).map(([path, failure]) => [path, ruleText(failure)])));
}
