import { Container, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { hasFirstPaint } from "../../lib/first-paint.ts";

/**
 * The event page is drawn by the server (plain HTML, its own small script /event-page.js): the app shows nothing
 * over it. Reached by navigation inside the app there is no server page yet: the browser loads it when the event
 * can be seen, and a not-found text shows when it cannot.
 */
export function EventPublicPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (hasFirstPaint()) return;
    let live = true;
    void fetch(`/api/v1/event/public/${encodeURIComponent(id)}`, { headers: { accept: "application/json" } })
      .then((res) => {
        if (!live) return;
        if (res.ok) window.location.reload();
        else setMissing(true);
      })
      .catch(() => live && setMissing(true));
    return () => {
      live = false;
    };
  }, [id]);
  return missing ? (
    <Container size="md" py="xl">
      <Text size="lg">{t("eventPublic.notFound")}</Text>
    </Container>
  ) : null;
}
