import { notifications } from "@mantine/notifications";
import { translate } from "@/i18n/i18n";

/** A 3 s toast; its close button is named in the console's language (Mantine leaves it unnamed). */
export function showToast(color: "red" | "green" | "yellow", message: string): void {
  notifications.show({
    color,
    message,
    autoClose: 3000,
    closeButtonProps: { "aria-label": translate("common.close") },
  });
}

/** Error toast (the error catalogue, docs/foundation-contract.md section 4). */
export const showErrorToast = (message: string): void => showToast("red", message);

export const showSuccessToast = (message: string): void => showToast("green", message);
