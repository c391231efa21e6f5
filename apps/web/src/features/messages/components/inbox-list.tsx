import type { MessageView } from "@kickoff/domain/message-contracts.ts";
import { Button, Checkbox, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { useLanguage } from "../../../lib/use-language.ts";
import { useChangeMessages, useInbox } from "../api/messages.ts";
import { pageCount, pruneSelection, selectionState, toggleAll, toggleId } from "../utils/inbox.ts";
import { MailSetting } from "./mail-setting.tsx";
import { formatMessageDate, senderName } from "./message-meta.ts";

const PAGE_SIZE = 20;

/** The inbox: newest first, unread in bold, multi-select for read / unread / delete, paged. */
export function InboxList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const inbox = useInbox(page, PAGE_SIZE);
  const change = useChangeMessages();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const items = inbox.data?.items ?? [];
  const ids = items.map((m) => m.id);
  const idsKey = ids.join(",");

  // Only messages still shown stay selected (after a page change, a delete or a refetch).
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey stands for ids
  useEffect(() => setSelected((s) => pruneSelection(s, ids)), [idsKey]);

  const pages = pageCount(inbox.data?.total ?? 0, PAGE_SIZE);
  useEffect(() => {
    if (inbox.data && page > pages) setPage(pages);
  }, [inbox.data, page, pages]);

  if (inbox.isPending) {
    return (
      <Text role="status" c="dimmed">
        {t("account.messages.loading")}
      </Text>
    );
  }
  if (inbox.isError) {
    return (
      <Stack gap="xs" role="alert" align="flex-start">
        <Text>{t("account.messages.loadError")}</Text>
        <Button variant="light" onClick={() => void inbox.refetch()}>
          {t("account.messages.retry")}
        </Button>
      </Stack>
    );
  }
  const { total, unread, mailOnNew } = inbox.data;
  if (total === 0) {
    return (
      <Stack gap="lg">
        <Text c="dimmed">{t("account.messages.empty")}</Text>
        <MailSetting mailOnNew={mailOnNew} />
      </Stack>
    );
  }

  const chosen = [...selected];
  const act = (action: "marklistasread" | "marklistasunread" | "deletelist") =>
    change.mutate({ action, ids: chosen }, { onSuccess: () => setConfirming(false) });
  const state = selectionState(selected, ids);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t("account.messages.unreadCount", { count: unread })}
      </Text>
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Checkbox
          label={t("account.messages.selectAll")}
          checked={state === "all"}
          indeterminate={state === "some"}
          onChange={() => setSelected((s) => toggleAll(s, ids))}
        />
        {chosen.length > 0 && (
          <Text size="sm" aria-live="polite">
            {t("account.messages.selected", { count: chosen.length })}
          </Text>
        )}
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button
          size="compact-sm"
          variant="light"
          disabled={chosen.length === 0}
          loading={change.isPending && change.variables?.action === "marklistasread"}
          onClick={() => act("marklistasread")}
        >
          {t("account.messages.markRead")}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          disabled={chosen.length === 0}
          loading={change.isPending && change.variables?.action === "marklistasunread"}
          onClick={() => act("marklistasunread")}
        >
          {t("account.messages.markUnread")}
        </Button>
        <Button
          size="compact-sm"
          variant="outline"
          color="red.9"
          disabled={chosen.length === 0}
          onClick={() => setConfirming(true)}
        >
          {t("account.messages.delete")}
        </Button>
      </Group>
      <Stack gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {items.map((m) => (
          <InboxRow
            key={m.id}
            message={m}
            href={paths.messages.href(lang, m.id)}
            lang={lang}
            selected={selected.has(m.id)}
            onToggle={() => setSelected((s) => toggleId(s, m.id))}
          />
        ))}
      </Stack>
      {pages > 1 && (
        <Group justify="space-between" gap="xs">
          <Button variant="default" size="compact-sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t("account.messages.previous")}
          </Button>
          <Text size="sm">{t("account.messages.pageOf", { page, pages })}</Text>
          <Button variant="default" size="compact-sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t("account.messages.next")}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={confirming}
        title={t("account.messages.deleteTitle")}
        message={t("account.messages.deleteConfirm", { count: chosen.length })}
        confirmLabel={t("account.messages.delete")}
        danger
        busy={change.isPending}
        onConfirm={() => act("deletelist")}
        onClose={() => setConfirming(false)}
      />
      <MailSetting mailOnNew={mailOnNew} />
    </Stack>
  );
}

function InboxRow({
  message: m,
  href,
  lang,
  selected,
  onToggle,
}: {
  message: MessageView;
  href: string;
  lang: string;
  selected: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const unread = m.readAt === null;
  return (
    <Paper component="li" withBorder p="xs" data-unread={unread || undefined}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Checkbox
          mt={4}
          checked={selected}
          onChange={onToggle}
          aria-label={t("account.messages.select", { subject: m.subject })}
        />
        <UnstyledButton component={Link} to={href} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap={4} wrap="wrap">
            <Text size="sm" fw={unread ? 700 : 400} truncate>
              {senderName(m, t)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatMessageDate(m.createdAt, lang)}
            </Text>
          </Group>
          <Text fw={unread ? 700 : 400} truncate>
            {unread && <VisuallyHidden>{`${t("account.messages.unread")}: `}</VisuallyHidden>}
            {m.subject}
          </Text>
        </UnstyledButton>
      </Group>
    </Paper>
  );
}
