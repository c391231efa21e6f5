import { Container, List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { useLanguage } from "../../../lib/use-language.ts";
import { InfoPageHeader } from "../components/info-page-header.tsx";

const WHY = ["one", "two"] as const;
const PRINCIPLES = ["children", "privacy", "everyone", "honest"] as const;

/**
 * Who builds the product and why. No names or company data here: whoever runs this copy states them in the
 * imprint, which this page links to.
 */
export function AboutUsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <InfoPageHeader page="aboutUs" lead={t("info.about.lead")} />
        <Stack component="section" gap="sm" aria-labelledby="about-why">
          <Title order={2} id="about-why">
            {t("info.about.why.title")}
          </Title>
          {WHY.map((p) => (
            <Text key={p}>{t(`info.about.why.${p}`)}</Text>
          ))}
        </Stack>
        <Stack component="section" gap="sm" aria-labelledby="about-who">
          <Title order={2} id="about-who">
            {t("info.about.who.title")}
          </Title>
          <Text>{t("info.about.who.text")}</Text>
          <Text>
            {t("info.about.who.operator")}{" "}
            <AppLink to={paths.imprint.href(lang)}>{t("info.about.who.imprint")}</AppLink>
          </Text>
        </Stack>
        <Stack component="section" gap="sm" aria-labelledby="about-principles">
          <Title order={2} id="about-principles">
            {t("info.about.principles.title")}
          </Title>
          <List spacing="sm">
            {PRINCIPLES.map((p) => (
              <List.Item key={p}>
                <Text component="span" fw={700}>
                  {t(`info.about.principles.${p}.title`)}
                </Text>{" "}
                {t(`info.about.principles.${p}.text`)}
              </List.Item>
            ))}
          </List>
        </Stack>
        <Stack component="section" gap="sm" aria-labelledby="about-contact">
          <Title order={2} id="about-contact">
            {t("info.about.contact.title")}
          </Title>
          <Text>{t("info.about.contact.text")}</Text>
          <Stack gap={4}>
            <AppLink to={paths.contact.href(lang)}>{t("info.about.contact.link")}</AppLink>
            <AppLink to={paths.features.href(lang)}>{t("info.about.contact.features")}</AppLink>
          </Stack>
        </Stack>
      </Stack>
    </Container>
  );
}
