import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import "./home.css";
import { HOME_AUDIENCES as AUDIENCES, HOME_POINTS as POINTS } from "@kickoff/domain/home-content.ts";

export function HomeAudiences() {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="home-audiences" gap="md">
      <Title order={2} id="home-audiences">
        {t("landing.audiences.heading")}
      </Title>
      <div className="home-audiences">
        {AUDIENCES.map(({ key, image }) => (
          <Stack component="article" key={key} gap="xs" aria-labelledby={`home-${key}`}>
            <Title order={3} id={`home-${key}`}>
              {t(`landing.audiences.${key}.title`)}
            </Title>
            <Text>{t(`landing.audiences.${key}.text`)}</Text>
            <ul className="home-points">
              {POINTS.map((point) => (
                <li key={point}>{t(`landing.audiences.${key}.points.${point}`)}</li>
              ))}
            </ul>
            {/* Below the fold on a phone: loaded when scrolled near, with its size known so nothing jumps. */}
            <img
              src={image}
              alt={t(`landing.audiences.${key}.alt`)}
              width={480}
              height={738}
              loading="lazy"
              decoding="async"
              className="home-shot"
            />
          </Stack>
        ))}
      </div>
    </Stack>
  );
}
