import { Box, Button } from "@mantine/core";
import type { ComponentPropsWithRef } from "react";
import { useTranslation } from "react-i18next";
import { initialsOf } from "./header-helpers.ts";

type Props = { displayName: string } & Omit<ComponentPropsWithRef<"button">, "children" | "color" | "style">;

/** The signed-in user's header button: the account menu's target, and its placeholder while the menu loads. */
export function UserButton({ displayName, ...buttonProps }: Props) {
  const { t } = useTranslation();
  return (
    // On phones only the initials fit; the full name stays in the accessible name.
    <Button
      variant="light"
      size="compact-md"
      maw={{ base: 48, sm: 200 }}
      aria-label={t("shell.nav.userMenu", { name: displayName })}
      data-user-button
      {...buttonProps}
    >
      <Box component="span" hiddenFrom="sm" aria-hidden>
        {initialsOf(displayName)}
      </Box>
      <Box component="span" visibleFrom="sm" className="shell-user-name">
        {displayName}
      </Box>
    </Button>
  );
}
