import { notifications } from "@mantine/notifications";
import i18next from "i18next";
import type { ReactNode } from "react";
import { SNACKBAR_TIMEOUT_MS } from "./constants.ts";

/** The app's one way to show a transient message; errors disappear after 5 seconds. */
export function showSnackbar(message: ReactNode, kind: "error" | "info" | "success" = "error", id?: string) {
  notifications.show({
    id,
    message,
    color: kind === "error" ? "red" : kind === "success" ? "pitch" : "blue",
    autoClose: SNACKBAR_TIMEOUT_MS,
    withBorder: true,
    closeButtonProps: { "aria-label": i18next.t("shell.snackbar.close") },
  });
}
