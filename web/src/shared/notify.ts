import { notifications } from "@mantine/notifications";

/** Error toast, 3 s (the error catalogue, docs/foundation-contract.md section 4). */
export function showErrorToast(message: string): void {
  notifications.show({ color: "red", message, autoClose: 3000 });
}

export function showSuccessToast(message: string): void {
  notifications.show({ color: "green", message, autoClose: 3000 });
}
