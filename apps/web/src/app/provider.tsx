import { MantineProvider } from "@mantine/core";
import { useNotifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";
import { queryClient } from "../lib/query-client.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

// The snackbar host (transitions, portal) loads with the first snackbar: most visits never show one. If its chunk
// cannot load (offline before the service worker has it), the page goes on without snackbars rather than failing.
const noSnackbars: ComponentType = () => null;
const LazySnackbarHost = lazy(() =>
  import("./snackbar-host.tsx").then(
    (m): { default: ComponentType } => ({ default: m.SnackbarHost }),
    () => ({ default: noSnackbars }),
  ),
);

function Snackbars() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazySnackbarHost />
    </Suspense>
  );
}

/** Everything a page may rely on: theme (light/dark, following the system), queries, snackbars. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <Snackbars />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
