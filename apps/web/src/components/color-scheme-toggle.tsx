import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Dark/light switch; the default follows the system. */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme("light", { getInitialValueInEffect: true });
  const next = computed === "dark" ? "light" : "dark";
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={t(next === "dark" ? "shell.scheme.dark" : "shell.scheme.light")}
    >
      <span aria-hidden>{computed === "dark" ? "☀" : "☾"}</span>
    </ActionIcon>
  );
}
