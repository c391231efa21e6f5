import { Button, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { storePostLoginTarget } from "../../app/post-login.ts";
import { useSession } from "../../lib/session-store.ts";
import { useLanguage } from "../../lib/use-language.ts";
import type { ContactStep } from "./contact-organisers-dialog.tsx";

// The dialog (Modal, compose form, zod contracts) loads on first use: most visitors never write.
const loadDialog = () => import("./contact-organisers-dialog.tsx");
const ContactOrganisersDialog = lazy(() => loadDialog().then((m) => ({ default: m.ContactOrganisersDialog })));

/** The section's anchor: the login comes back to it (`#contact-organisers`), and it opens the dialog then. */
export const CONTACT_ORGANISERS_HASH = "#contact-organisers";

/**
 * Whether anybody may see the page (the server's isPubliclyVisible): a draft or private one is a preview only its
 * owner and editors can open, and they do not write to themselves.
 */
export const publiclyVisible = (status: string, visibility: string) => status !== "draft" && visibility !== "private";

/**
 * "Contact the organisers" on a public tournament or festival page: a logged-in visitor writes to the owner and
 * editors (message/send with the tournament's id; the answer arrives in their inbox); an anonymous one is offered
 * the login, which brings them back here with the dialog open. The same button for both, so the page looks the
 * same before and after the session is known.
 */
export function ContactOrganisers({ tournamentId, tournamentName }: { tournamentId: string; tournamentName: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const loggedIn = useSession((s) => s.isAuthenticated);
  const [step, setStep] = useState<ContactStep>("compose");
  // Apart from the step, so the dialog keeps its content while it fades out.
  const [opened, setOpened] = useState(false);
  // Once opened, the dialog stays mounted (closed), so it can fade out.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (opened) setMounted(true);
  }, [opened]);
  const dialogWanted = opened || mounted;
  const open = (next: ContactStep) => {
    setStep(next);
    setOpened(true);
  };

  // Back from the login: open the form at once and drop the anchor (a reload must not open it again).
  const returning = location.hash === CONTACT_ORGANISERS_HASH;
  useEffect(() => {
    if (!returning) return;
    if (loggedIn) {
      setStep("compose");
      setOpened(true);
    }
    navigate(
      { pathname: location.pathname, search: location.search, hash: "" },
      { replace: true, state: location.state },
    );
  }, [returning, loggedIn, location.pathname, location.search, location.state, navigate]);

  const close = () => setOpened(false);
  const login = () => {
    storePostLoginTarget(`${location.pathname}${location.search}${CONTACT_ORGANISERS_HASH}`);
    navigate(paths.login.href(lang));
  };

  return (
    <section aria-labelledby={`${titleId}-section`} id={CONTACT_ORGANISERS_HASH.slice(1)} className="public-no-print">
      <Stack gap="xs" align="flex-start">
        <h2 id={`${titleId}-section`} className="pl-h2">
          {t("public.contact.title")}
        </h2>
        <Text size="sm">{t("public.contact.text")}</Text>
        {/* data-app-action: the lean page's button of the same name presses this one once the app has loaded. */}
        <Button
          variant="default"
          data-app-action="contact"
          onClick={() => open(loggedIn ? "compose" : "login")}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
        >
          {t("public.contact.open")}
        </Button>
      </Stack>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <ContactOrganisersDialog
            opened={opened}
            step={step}
            titleId={titleId}
            tournamentId={tournamentId}
            tournamentName={tournamentName}
            onSent={() => setStep("sent")}
            onLogin={login}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
