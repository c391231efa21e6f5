import { Text } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { useLanguage } from "../../../lib/use-language.ts";
import { type FaqGroup, FaqList } from "../components/faq-list.tsx";
import { GuidePage } from "../components/guide-page.tsx";

/** The questions by topic (keys under guide.faq.items); the ids are also the answers' anchors (#faq-{id}). */
const GROUPS = {
  start: ["free", "account", "formats", "funino", "registration", "editors", "changes"],
  day: ["live", "reporter", "offline", "late"],
  share: ["find", "visibility", "youngResults", "pdf", "display", "languages"],
  data: ["privacy", "delete"],
} as const;

/** Frequently asked questions, searchable on the page. */
export function FaqPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const groups = useMemo<FaqGroup[]>(() => {
    // A few answers point to the page that tells more.
    const extra: Record<string, { to: string; label: string }> = {
      funino: { to: paths.funinoHowto.href(lang), label: t("guide.howto.more.funino") },
      privacy: { to: paths.dataPrivacy.href(lang), label: t("guide.faq.privacyLink") },
      pdf: { to: `${paths.howto.href(lang)}#step-print`, label: t("guide.faq.howtoLink") },
    };
    return Object.entries(GROUPS).map(([id, keys]) => ({
      id,
      title: t(`guide.faq.groups.${id}`),
      entries: keys.map((key) => {
        const link = extra[key];
        return {
          id: key,
          question: t(`guide.faq.items.${key}.q`),
          answer: t(`guide.faq.items.${key}.a`),
          extra: link ? <AppLink to={link.to}>{link.label}</AppLink> : undefined,
        };
      }),
    }));
  }, [t, lang]);
  return (
    <GuidePage page="faq">
      <FaqList
        groups={groups}
        noResults={
          <Text>
            <AppLink to={paths.contact.href(lang)}>{t("guide.faq.search.contact")}</AppLink>
          </Text>
        }
      />
    </GuidePage>
  );
}
