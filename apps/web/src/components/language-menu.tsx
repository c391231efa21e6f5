import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@kickoff/locales/languages.ts";
import { Button, Menu } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { rememberLanguage } from "../lib/i18n.ts";
import { switchLanguagePath } from "../lib/language.ts";

/** The language menu itself; loaded on first use by LanguageSwitcher, so it opens at once. */
export function LanguageMenu({ current }: { current: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <Button variant="subtle" size="compact-md" aria-label={t("shell.language.label")}>
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            component={Link}
            to={switchLanguagePath(location.pathname, language) + location.search + location.hash}
            lang={language}
            onClick={() => rememberLanguage(language)}
            aria-current={language === current ? "true" : undefined}
            fw={language === current ? 700 : undefined}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
