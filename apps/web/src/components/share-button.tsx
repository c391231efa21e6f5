import { Button, Group, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { shareLink } from "../lib/share-link.ts";

/**
 * Share a public page: the phone's share sheet where there is one, else copy the link; what happened is said in a
 * polite live region (copied, or the link to copy by hand when the clipboard refused).
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);

  const share = async () => {
    const outcome = await shareLink(url, title);
    if (outcome !== "shared") setCopied(outcome);
  };

  return (
    <>
      <Group gap="sm">
        <Button onClick={() => void share()}>{t("public.share.button")}</Button>
      </Group>
      <div role="status" aria-live="polite">
        {copied === "copied" ? <Text size="sm">{t("public.share.copied")}</Text> : null}
        {copied === "failed" ? (
          <Text size="sm">
            {t("public.share.copyFailed")} <span style={{ wordBreak: "break-all" }}>{url}</span>
          </Text>
        ) : null}
      </div>
    </>
  );
}

/** A page's code in a line of text (easy to say out loud and type into the search), with what follows it. */
export function ShareCodeLine({
  intro,
  code,
  testId,
  children,
}: {
  intro: string;
  code: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Text size="sm" data-testid={testId}>
      {intro}{" "}
      <Text span fw={800} ff="monospace" fz="lg" style={{ letterSpacing: "0.1em" }}>
        {code}
      </Text>
      {children}
    </Text>
  );
}
