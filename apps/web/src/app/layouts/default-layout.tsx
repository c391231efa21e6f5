import { Burger, Button, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications, notificationsStore } from "@mantine/notifications";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { AppLink } from "../../components/app-link.tsx";
import { ColorSchemeToggle } from "../../components/color-scheme-toggle.tsx";
import { CookieConsentBanner } from "../../components/cookie-consent-banner.tsx";
import { InstallButton } from "../../components/install-button.tsx";
import { LanguageSwitcher } from "../../components/language-switcher.tsx";
import { analyticsConfigured, reopenConsent } from "../../lib/consent.ts";
import { setHeadLinks } from "../../lib/document-head.ts";
import { alternateLinks } from "../../lib/language.ts";
import { useSession } from "../../lib/session-store.ts";
import { useLanguage } from "../../lib/use-language.ts";
import { paths } from "../paths.ts";
import "./default-layout.css";
import { staleAfterNavigation } from "./header-helpers.ts";
import { UserButton } from "./user-button.tsx";

const MAIN_ID = "main-content";

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

/**
 * Snackbars do not pile up: each survives the one navigation that usually follows it and is hidden
 * at the next; a login clears them all ("Check your inbox" is done once you are in).
 */
function useStaleSnackbarCleanup() {
  const lang = useLanguage();
  const { pathname } = useLocation();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const survivors = useRef<Set<string>>(new Set());
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    const visible = notificationsStore.getState().notifications.flatMap((n) => (n.id === undefined ? [] : [n.id]));
    const next = staleAfterNavigation(survivors.current, visible);
    for (const id of next.hide) notifications.hide(id);
    survivors.current = next.survivors;
  }, [pathname]);
  const wasAuthenticated = useRef(isAuthenticated);
  useEffect(() => {
    const onLoginPage = pathname === paths.login.href(lang) || pathname === paths.register.href(lang);
    // Only a login on the login page: the session load at start must not wipe an early message.
    if (isAuthenticated && !wasAuthenticated.current && onLoginPage) {
      notifications.clean();
      survivors.current = new Set();
    }
    wasAuthenticated.current = isAuthenticated;
  }, [isAuthenticated, pathname, lang]);
}

/** The main destinations; the drawer adds the admin board (on wide screens it is in the user menu, the bar has no room). */
function MainLinks({ onNavigate, withAdminboard = false }: { onNavigate?: () => void; withAdminboard?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const links = [
    { to: paths.home.href(lang), label: t("shell.nav.home") },
    { to: paths.globalTournaments.href(lang), label: t("shell.nav.globalTournaments") },
    { to: paths.allTournaments.href(lang), label: t("shell.nav.allTournaments") },
    { to: paths.createTournament.href(lang), label: t("shell.nav.createTournament") },
    { to: paths.funinoHowto.href(lang), label: t("shell.nav.funino") },
    { to: paths.features.href(lang), label: t("shell.nav.features") },
    ...(withAdminboard && isAuthenticated
      ? [{ to: paths.adminboard.href(lang), label: t("shell.nav.adminboard") }]
      : []),
  ];
  return links.map((link) => (
    <AppLink key={link.to} to={link.to} onClick={onNavigate} c="var(--mantine-color-text)" fw={500}>
      {link.label}
    </AppLink>
  ));
}

// The account menu (popover, positioning, focus trap) is a chunk of its own: only signed-in users need it.
const AccountMenu = lazy(() => import("./account-menu.tsx").then((m) => ({ default: m.AccountMenu })));
// The dialog asking to accept changed terms likewise.
const TermsUpdateDialog = lazy(() =>
  import("./terms-update-dialog.tsx").then((m) => ({ default: m.TermsUpdateDialog })),
);
// The unread-messages badge (and its query) likewise.
const UnreadBadge = lazy(() =>
  import("../../features/messages/components/unread-badge.tsx").then((m) => ({ default: m.UnreadBadge })),
);

function UserMenu() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useSession((s) => s.user);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  // A tap on the placeholder while the menu's code is still loading is not lost: the menu opens once it is there.
  const [tappedEarly, setTappedEarly] = useState(false);
  if (!isAuthenticated || !user) {
    return (
      <Button component={Link} to={paths.login.href(lang)} size="compact-md" maw={160}>
        {t("shell.nav.login")}
      </Button>
    );
  }
  return (
    <>
      <Suspense fallback={null}>
        <UnreadBadge userId={user.id} />
      </Suspense>
      <Suspense fallback={null}>
        <TermsUpdateDialog />
      </Suspense>
      <Suspense fallback={<UserButton displayName={user.displayName} onClick={() => setTappedEarly(true)} />}>
        <AccountMenu displayName={user.displayName} defaultOpened={tappedEarly} />
      </Suspense>
    </>
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
        {analyticsConfigured() ? (
          <UnstyledButton onClick={reopenConsent} fz="sm" c="var(--mantine-color-anchor)">
            {t("shell.footer.cookies")}
          </UnstyledButton>
        ) : null}
      </Group>
      <Text size="sm">
        © {new Date().getFullYear()} {t("app.name")} · {t("app.tagline")}
      </Text>
    </Stack>
  );
}

/** Language, colour scheme and install: in the header from `sm`, in the burger drawer below. */
function DeviceControls() {
  const lang = useLanguage();
  return (
    <>
      <InstallButton />
      <LanguageSwitcher current={lang} />
      <ColorSchemeToggle />
    </>
  );
}

/** The default layout: skip link, header (logo, navigation, language, scheme, user), mobile drawer, footer. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [opened, { toggle, close }] = useDisclosure(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  useHeadForLanguage();
  useStaleSnackbarCleanup();

  // Any navigation (a link, the language menu, the user menu) closes the drawer.
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => close(), [pathname, close]);

  // An opened drawer takes the focus; Escape closes it and gives the focus back to the burger.
  useEffect(() => {
    if (!opened) return;
    drawerRef.current?.querySelector<HTMLElement>("a[href], button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      // A menu open inside the drawer (language) closes first.
      if (document.querySelector("[role='menu']")) return;
      close();
      burgerRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [opened, close]);

  return (
    // Plain elements and default-layout.css instead of Mantine's AppShell (resizable sidebars, asides and their
    // scroll locking): every page's script carries the shell. The inline navigation needs 1200 px (lg) in the
    // longer languages; below that the burger opens the drawer.
    <div className="shell">
      <a
        href={`#${MAIN_ID}`}
        className="shell-skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {t("shell.nav.skipToContent")}
      </a>
      <header className="shell-header">
        <Group h="100%" px={{ base: "xs", xs: "md" }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger
              ref={burgerRef}
              opened={opened}
              onClick={toggle}
              hiddenFrom="lg"
              size="sm"
              aria-label={t(opened ? "shell.nav.closeMenu" : "shell.nav.openMenu")}
              aria-expanded={opened}
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
          <Group component="nav" aria-label={t("shell.nav.label")} gap="lg" visibleFrom="lg" wrap="nowrap">
            <MainLinks />
          </Group>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Group gap="xs" wrap="nowrap" visibleFrom="sm">
              <DeviceControls />
            </Group>
            <UserMenu />
          </Group>
        </Group>
      </header>
      {/* Rendered only while open, so the hidden drawer's links are not in the tab order. */}
      {opened && (
        <Stack gap="lg" ref={drawerRef} className="shell-drawer" p="md">
          <Stack component="nav" aria-label={t("shell.nav.mobileLabel")} gap="md">
            <MainLinks onNavigate={close} withAdminboard />
          </Stack>
          <Group gap="xs" hiddenFrom="sm" data-drawer-controls>
            <DeviceControls />
          </Group>
        </Stack>
      )}
      <main id={MAIN_ID} tabIndex={-1} className="shell-main">
        <CookieConsentBanner />
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
