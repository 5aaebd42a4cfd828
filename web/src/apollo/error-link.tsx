import { ErrorLink } from "@apollo/client/link/error";
import { Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconAlertTriangle } from "@tabler/icons-react";
import { translate } from "@/i18n/i18n";
import { clearSession, getSession } from "@/session/session-store";
import { loginPathFor } from "@/routes/access";
import { PATHS } from "@/routes/route-model";
import type { ErrorAction } from "./error-catalogue";
import { actionForError, handledByLink } from "./error-policy";
import { showErrorToast, showToast } from "@/shared/notify";

export interface ErrorEffects {
  navigate(to: string): void;
  location(): { pathname: string; search: string };
  /** Forgets cached data of the ended session (the session itself is cleared here). */
  endSession(): void;
  /** Reads the user's permissions again, so the menu follows a role change made elsewhere. */
  reloadPermissions(): void;
}

const openModals = new Set<string>();

/** An alert dialog (role "dialog", named by its title) that is never stacked twice. */
function showModalOnce(id: string, title: string, message: string) {
  if (openModals.has(id)) return;
  openModals.add(id);
  modals.open({
    modalId: id,
    title: (
      <Group gap="xs">
        <IconAlertTriangle size={20} color="var(--mantine-color-red-6)" aria-hidden />
        <span>{title}</span>
      </Group>
    ),
    centered: true,
    onClose: () => openModals.delete(id),
    children: (
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)}>{translate("common.ok")}</Button>
        </Group>
      </Stack>
    ),
  });
}

function leaveSession(effects: ErrorEffects, rememberLocation: boolean) {
  const location = effects.location();
  clearSession();
  effects.endSession();
  if (location.pathname !== PATHS.login) effects.navigate(rememberLocation ? loginPathFor(location) : PATHS.login);
}

export function performErrorAction(action: ErrorAction, effects: ErrorEffects): void {
  switch (action.kind) {
    case "sessionExpired": {
      // Several queries can fail at once: only the first one tells the user.
      if (getSession()) {
        showErrorToast(translate("error.authorizationFailure"));
        showToast("yellow", translate("error.verificationFailed"));
      }
      leaveSession(effects, true);
      return;
    }
    case "sessionRefused":
      if (getSession()) showErrorToast(action.message);
      leaveSession(effects, false);
      return;
    case "unauthenticated":
      leaveSession(effects, true);
      return;
    case "channelNotFound":
      showErrorToast(translate("error.channelKey"));
      return;
    case "forbidden":
      // Permissions are checked per request: a refusal of what the menu offered means an administrator changed them.
      effects.reloadPermissions();
      effects.navigate(PATHS.noPermission);
      return;
    case "accountStepRequired":
      // The shell reads `me` again, learns which step is due (a password change, a second factor's set-up) and offers
      // nothing but it.
      effects.reloadPermissions();
      return;
    case "systemError":
      showModalOnce(
        "system-error",
        translate("error.systemTitle"),
        action.traceId ? translate("error.traceId", { traceId: action.traceId }) : translate("error.systemTitle"),
      );
      return;
    case "staleData":
      showModalOnce("stale-data", translate("error.staleTitle"), translate("error.staleData"));
      return;
    case "notFound":
    case "toast":
      showErrorToast(action.message || translate("error.network"));
      return;
    case "form":
      return;
  }
}

/** The console's one error handler: every operation's failure passes here (docs/foundation-contract.md section 4). */
export function createErrorLink(effects: ErrorEffects): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    const action = actionForError(error);
    const mode = operation.getContext().errorHandling ?? "global";
    if (handledByLink(action, mode, operation.operationType)) performErrorAction(action, effects);
  });
}
