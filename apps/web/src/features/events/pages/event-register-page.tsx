import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useEventRegistrationInfo } from "../api/event-registration-api.ts";
import { EventLoadState } from "../components/event-load-state.tsx";
import { EventRegisterForm } from "../components/event-register-form.tsx";

/** `/{lang}/eventRegister/{id}`: a club registers a team for one or more divisions of an event (no account). */
export function EventRegisterPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useEventRegistrationInfo(id);
  const info = query.data;
  useDocumentTitle(
    `${info ? t("events.register.titleOf", { event: info.name }) : t("events.register.title")} · ${t("app.name")}`,
  );
  return (
    <Container size="sm" py="lg" px="sm">
      {query.isPending || query.isError || !info ? (
        <EventLoadState
          query={query}
          title={t("events.register.title")}
          notFound={t("events.register.notFound")}
          ready
        />
      ) : (
        // data-ready: the divisions have arrived and are shown (tests wait for it, not for a time).
        <Stack gap="md" data-ready>
          <div>
            <Title order={1}>{t("events.register.title")}</Title>
            <Text size="lg" fw={600} data-testid="event-register-name">
              {info.name}
            </Text>
            <Anchor component={Link} to={paths.event.href(language, info.eventId)} size="sm">
              {t("events.register.backToEvent")}
            </Anchor>
          </div>
          <EventRegisterForm info={info} />
        </Stack>
      )}
    </Container>
  );
}
