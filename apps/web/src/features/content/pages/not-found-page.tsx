import { Container, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";

/** Shown for any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Container size="md" py="xl">
      <Title order={1}>{t("notFound.title", { path: pathname })}</Title>
    </Container>
  );
}
