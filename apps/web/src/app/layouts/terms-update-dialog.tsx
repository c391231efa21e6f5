import { mustAcceptAgain } from "@kickoff/domain/legal-contracts.ts";
import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { AppLink } from "../../components/app-link.tsx";
import { useAcceptTerms } from "../../lib/api/accept-terms.ts";
import { useLegalVersions } from "../../lib/api/get-legal-versions.ts";
import { sessionStore, useSession } from "../../lib/session-store.ts";
import { useLanguage } from "../../lib/use-language.ts";
import { paths } from "../paths.ts";
import { logout } from "../session.ts";

const versionOf = (value: unknown) => (typeof value === "string" ? value : null);

/**
 * Asks a logged-in user to accept the terms or privacy policy again when a version they accepted is no longer the
 * published one. It cannot be closed (no close button, Escape or outside click): the way out is accepting or logging
 * out. It stays away on the legal pages themselves, so the linked texts can be read first, and on the account page.
 */
export function TermsUpdateDialog() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const versions = useLegalVersions(user !== null);
  const accept = useAcceptTerms();
  if (!user || !versions.data) return null;
  const accepted = { termsVersion: versionOf(user.termsVersion), privacyVersion: versionOf(user.privacyVersion) };
  // The texts, and the account page where someone who does not agree can export their data and delete the account.
  const readablePages = [paths.agb, paths.dataPrivacy, paths.imprint, paths.userAccount].map((p) => p.href(lang));
  const opened = mustAcceptAgain(accepted, versions.data) && !readablePages.includes(pathname);
  const published = versions.data;

  const onAccept = () =>
    accept.mutate(
      { termsVersion: published.terms.version, privacyVersion: published.privacy.version },
      {
        onSuccess: (account) => sessionStore.set({ user: { ...user, ...account } }),
        // The texts changed again meanwhile: show the new versions.
        onError: () => void versions.refetch(),
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t("shell.termsUpdate.title")}
      size="md"
    >
      <Stack gap="sm">
        <Text>{t("shell.termsUpdate.text")}</Text>
        <List>
          <List.Item>
            <AppLink to={paths.agb.href(lang)}>
              {t("shell.termsUpdate.terms", { version: published.terms.version })}
            </AppLink>
          </List.Item>
          <List.Item>
            <AppLink to={paths.dataPrivacy.href(lang)}>
              {t("shell.termsUpdate.privacy", { version: published.privacy.version })}
            </AppLink>
          </List.Item>
        </List>
        {accept.isError ? (
          <Alert color="red" role="alert">
            {t("shell.termsUpdate.failed")}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => void logout(paths.home.href(lang), (to) => navigate(to))}>
            {t("shell.termsUpdate.logout")}
          </Button>
          <Button onClick={onAccept} loading={accept.isPending}>
            {t("shell.termsUpdate.accept")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
