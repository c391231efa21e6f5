import { AppShell, Burger, Button, Group, Menu, Stack, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { AppLink } from "../../components/app-link.tsx";
import { ColorSchemeToggle } from "../../components/color-scheme-toggle.tsx";
import { CookieConsentBanner } from "../../components/cookie-consent-banner.tsx";
import { InstallButton } from "../../components/install-button.tsx";
import { LanguageSwitcher } from "../../components/language-switcher.tsx";
import { reopenConsent } from "../../lib/consent.ts";
import { setHeadLinks } from "../../lib/document-head.ts";
import { alternateLinks } from "../../lib/language.ts";
import { useSession } from "../../lib/session-store.ts";
import { useLanguage } from "../../lib/use-language.ts";
import { paths } from "../paths.ts";
import { logout } from "../session.ts";

/** Per page: hreflang alternates for the 8 languages and the manifest of the page's language. */
function useHeadForLanguage() {
  const lang = useLanguage();
  const { pathname } = useLocation();
  useEffect(() => {
    setHeadLinks(
      "hreflang",
      alternateLinks(pathname, window.location.origin).map((link) => ({ rel: "alternate", ...link })),
    );
    document.querySelector('link[rel="manifest"]')?.setAttribute("href", `/manifest-${lang}.webmanifest`);
  }, [lang, pathname]);
}

function MainLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const links = [
    { to: paths.home.href(lang), label: t("shell.nav.home") },
    { to: paths.globalTournaments.href(lang), label: t("shell.nav.globalTournaments") },
    { to: paths.allTournaments.href(lang), label: t("shell.nav.allTournaments") },
    { to: paths.createTournament.href(lang), label: t("shell.nav.createTournament") },
    { to: paths.funinoHowto.href(lang), label: t("shell.nav.funino") },
    { to: paths.features.href(lang), label: t("shell.nav.features") },
  ];
  return links.map((link) => (
    <AppLink key={link.to} to={link.to} onClick={onNavigate} c="var(--mantine-color-text)" fw={500}>
      {link.label}
    </AppLink>
  ));
}

function UserMenu() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  if (!isAuthenticated || !user) {
    return (
      <Button component={Link} to={paths.login.href(lang)} size="compact-md">
        {t("shell.nav.login")}
      </Button>
    );
  }
  const items = [
    { to: paths.club.href(lang), label: t("shell.nav.club") },
    { to: paths.messages.href(lang), label: t("shell.nav.messages") },
    { to: paths.userAccount.href(lang), label: t("shell.nav.userAccount") },
    { to: paths.settings.href(lang), label: t("shell.nav.settings") },
    { to: paths.adminboard.href(lang), label: t("shell.nav.adminboard") },
  ];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" size="compact-md" aria-label={t("shell.nav.userMenu", { name: user.displayName })}>
          {user.displayName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={() => void logout(paths.home.href(lang), (to) => navigate(to))}>
          {t("shell.nav.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function Footer() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const links = [
    { to: paths.agb.href(lang), label: t("shell.footer.agb") },
    { to: paths.imprint.href(lang), label: t("shell.footer.imprint") },
    { to: paths.dataPrivacy.href(lang), label: t("shell.footer.dataPrivacy") },
    { to: paths.contact.href(lang), label: t("shell.footer.contact") },
    { to: paths.faq.href(lang), label: t("shell.footer.faq") },
    { to: paths.howto.href(lang), label: t("shell.footer.howto") },
    { to: paths.tip.href(lang), label: t("shell.footer.tip") },
    { to: paths.funinoRules.href(lang), label: t("shell.footer.funinoRules") },
    { to: paths.aboutUs.href(lang), label: t("shell.footer.aboutUs") },
  ];
  return (
    <Stack
      component="footer"
      gap="xs"
      px="md"
      py="lg"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      <Group component="nav" aria-label={t("shell.footer.label")} gap="md">
        {links.map((link) => (
          <AppLink key={link.to} to={link.to} size="sm">
            {link.label}
          </AppLink>
        ))}
        <UnstyledButton onClick={reopenConsent} fz="sm" c="var(--mantine-color-anchor)">
          {t("shell.footer.cookies")}
        </UnstyledButton>
      </Group>
      <Text size="sm">
        © {new Date().getFullYear()} {t("app.name")} · {t("app.tagline")}
      </Text>
    </Stack>
  );
}

/** The default layout: header (logo, navigation, language, scheme, user), mobile drawer, footer. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [opened, { toggle, close }] = useDisclosure(false);
  useHeadForLanguage();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: "md", collapsed: { mobile: !opened, desktop: true } }}
      padding={0}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t(opened ? "shell.nav.closeMenu" : "shell.nav.openMenu")}
            />
            <UnstyledButton component={Link} to={paths.home.href(lang)} aria-label={t("shell.nav.homeLogo")}>
              <Group gap={8} wrap="nowrap">
                <img src="/favicon.svg" alt="" width={32} height={32} />
                <Text fw={800} size="lg">
                  {t("app.name")}
                </Text>
              </Group>
            </UnstyledButton>
          </Group>
          <Group component="nav" aria-label={t("shell.nav.label")} gap="lg" visibleFrom="md">
            <MainLinks />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <InstallButton />
            <LanguageSwitcher current={lang} />
            <ColorSchemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md">
        {/* Rendered only while open, so the hidden drawer's links are not in the tab order. */}
        {opened && (
          <Stack component="nav" aria-label={t("shell.nav.mobileLabel")} gap="md">
            <MainLinks onNavigate={close} />
          </Stack>
        )}
      </AppShell.Navbar>
      <AppShell.Main style={{ minHeight: "calc(100dvh - 120px)" }}>
        <Outlet />
      </AppShell.Main>
      <Footer />
      <CookieConsentBanner />
    </AppShell>
  );
}
