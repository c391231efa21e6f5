import { Notifications } from "@mantine/notifications";

/** The snackbar host, a chunk of its own (see provider.tsx). */
export function SnackbarHost() {
  // No fade-in: a half-transparent message is unreadable (and fails contrast checks) while it fades.
  return <Notifications position="bottom-center" limit={3} transitionDuration={0} />;
}
