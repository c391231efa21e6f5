import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "../lib/query-client.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

/** Everything a page may rely on: theme (light/dark, following the system), queries, snackbars. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {/* No fade-in: a half-transparent message is unreadable (and fails contrast checks) while it fades. */}
      <Notifications position="bottom-center" limit={3} transitionDuration={0} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
