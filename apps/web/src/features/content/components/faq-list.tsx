import { Anchor, Stack, Text, TextInput, Title } from "@mantine/core";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { type FaqEntry, filterFaq } from "./faq-filter.ts";

export type FaqGroup = { id: string; title: string; entries: ReadonlyArray<FaqEntry & { extra?: ReactNode }> };

/** The answer the address points to (`#faq-offline`): opened and scrolled to, on load and on every hash change. */
function useOpenFromHash() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (target instanceof HTMLDetailsElement) {
        target.open = true;
        target.scrollIntoView();
      }
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
}

/**
 * The questions as disclosure widgets (details/summary: keyboard and screen readers for free), grouped under their
 * headings, with a search that filters as you type and announces how many are left.
 */
export function FaqList({ groups, noResults }: { groups: readonly FaqGroup[]; noResults: ReactNode }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  useOpenFromHash();
  const shown = useMemo(
    () => groups.map((group) => ({ ...group, entries: filterFaq(group.entries, query) })),
    [groups, query],
  );
  const count = shown.reduce((sum, group) => sum + group.entries.length, 0);
  const searching = query.trim() !== "";
  return (
    <Stack gap="lg">
      <TextInput
        type="search"
        className="guide-no-print"
        label={t("guide.faq.search.label")}
        description={t("guide.faq.search.hint")}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        data-testid="faq-search"
      />
      {/* Always in the page, so the count is announced when it changes and not only when it appears. */}
      <div role="status" className="guide-no-print" data-testid="faq-count">
        {searching ? (
          <Text size="sm">{count ? t("guide.faq.search.count", { count }) : t("guide.faq.search.none")}</Text>
        ) : null}
      </div>
      {searching && !count ? noResults : null}
      {shown
        .filter((group) => group.entries.length)
        .map((group) => (
          <section key={group.id} aria-labelledby={`faq-group-${group.id}`} className="guide-section">
            <Title order={2} id={`faq-group-${group.id}`} mb="xs">
              {group.title}
            </Title>
            {group.entries.map((entry) => (
              // Open while searching, so the words found in the answers are in sight.
              <details key={entry.id} id={`faq-${entry.id}`} className="faq-item" open={searching || undefined}>
                <summary>{entry.question}</summary>
                <Stack gap="xs" className="faq-answer">
                  <Text>{entry.answer}</Text>
                  {entry.extra}
                  <Anchor href={`#faq-${entry.id}`} size="sm" className="guide-no-print">
                    {t("guide.faq.permalink")}
                  </Anchor>
                </Stack>
              </details>
            ))}
          </section>
        ))}
    </Stack>
  );
}
