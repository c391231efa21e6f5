import type { Language } from "@kickoff/locales/languages.ts";
import { Button } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

// The menu (popover, positioning, focus trap) is a chunk of its own: a parent at the pitch rarely switches.
const loadMenu = () => import("./language-menu.tsx");
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/** The same page in another language; the choice is remembered in the `locale` cookie. */
export function LanguageSwitcher({ current }: { current: Language }) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const button = (
    <Button
      variant="subtle"
      size="compact-md"
      aria-label={t("shell.language.label")}
      aria-haspopup="menu"
      onPointerEnter={() => void loadMenu().catch(() => undefined)}
      onFocus={() => void loadMenu().catch(() => undefined)}
      onClick={() => setUsed(true)}
    >
      {current.toUpperCase()}
    </Button>
  );
  if (!used) return button;
  // Once asked for, the real menu replaces the button and opens.
  return <Suspense fallback={button}>{<LanguageMenu current={current} />}</Suspense>;
}
