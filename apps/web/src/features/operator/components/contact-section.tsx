import {
  CONTACT_ANSWER_MAX,
  CONTACT_INBOX_STATUSES,
  type ContactInboxItem,
  type ContactInboxStatus,
} from "@kickoff/domain/operator-contact-contracts.ts";
import { Badge, Button, Group, Modal, NativeSelect, Paper, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useAnswerContact, useContactInbox } from "../api/contact-inbox.ts";
import { formatAge } from "../lib/operator-model.ts";
import { Pager } from "./pager.tsx";
import { ErrorAlert, OperatorQuery } from "./states.tsx";

const SIZE = 20;
type Filter = ContactInboxStatus | "all";

/** The contact form's messages with their ratings; open ones are answered by mail from here. */
export function ContactSection() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>("open");
  const [page, setPage] = useState(1);
  const query = useContactInbox(filter === "all" ? undefined : filter, page, SIZE);
  const [answering, setAnswering] = useState<ContactInboxItem | null>(null);
  return (
    <Stack gap="md">
      <NativeSelect
        label={t("operator.contact.filter")}
        value={filter}
        onChange={(event) => {
          setFilter(event.currentTarget.value as Filter);
          setPage(1);
        }}
        data={(["all", ...CONTACT_INBOX_STATUSES] as const).map((value) => ({
          value,
          label: t(`operator.contact.filters.${value}`),
        }))}
        maw={280}
      />
      <OperatorQuery query={query} isEmpty={(data) => data.items.length === 0} empty={t("operator.contact.empty")}>
        {(data) => (
          <Stack gap="sm">
            <Text size="sm">{t("operator.contact.openCount", { count: data.open })}</Text>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
              {data.items.map((item) => (
                <ContactCard key={item.id} item={item} onAnswer={() => setAnswering(item)} />
              ))}
            </Stack>
            <Pager page={page} total={data.total} size={SIZE} onChange={setPage} />
          </Stack>
        )}
      </OperatorQuery>
      <AnswerDialog item={answering} onClose={() => setAnswering(null)} />
    </Stack>
  );
}

function Rating({ rating }: { rating: number | null }) {
  const { t } = useTranslation();
  if (rating === null) return <Text size="sm">{t("operator.contact.noRating")}</Text>;
  return (
    <Text size="sm">
      <span role="img" aria-label={t("operator.contact.rating", { rating })}>
        {"★".repeat(rating)}
        {"☆".repeat(Math.max(0, 5 - rating))}
      </span>
    </Text>
  );
}

function ContactCard({ item, onAnswer }: { item: ContactInboxItem; onAnswer: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {item.subject}
          </Text>
          {item.answeredAt ? (
            <Badge color="green.9" variant="filled">
              {t("operator.contact.answered")}
            </Badge>
          ) : (
            <Badge color="orange.3" c="dark.9" variant="filled">
              {t("operator.contact.open")}
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {item.name} · {item.email}
          {item.language ? ` · ${item.language}` : ""}
        </Text>
        <Rating rating={item.rating} />
        <Text size="sm" c="dimmed">
          {formatAge(item.createdAt, new Date(), lang)}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {item.message}
        </Text>
        {item.answer ? (
          <Paper bg="var(--mantine-color-default-hover)" p="xs">
            <Text size="xs" c="dimmed">
              {t("operator.contact.answeredBy", { by: item.answeredBy?.email ?? "–" })}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {item.answer}
            </Text>
          </Paper>
        ) : (
          <Group>
            <Button mih={TAP_TARGET} onClick={onAnswer}>
              {t("operator.contact.answer")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function AnswerDialog({ item, onClose }: { item: ContactInboxItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const answer = useAnswerContact();
  const [text, setText] = useState("");
  const [textError, setTextError] = useState<string | null>(null);
  const id = item?.id;
  const resetAnswer = answer.reset;
  // A new message to answer starts with an empty form and no earlier failure.
  useEffect(() => {
    if (id) {
      setText("");
      setTextError(null);
      resetAnswer();
    }
  }, [id, resetAnswer]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!item) return;
    if (!text.trim()) {
      setTextError(t("operator.contact.answerRequired"));
      return;
    }
    setTextError(null);
    try {
      await answer.mutateAsync({ id: item.id, text: text.trim() });
      showSnackbar(t("operator.contact.sent", { email: item.email }), "success");
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={t("operator.contact.answerTitle", { name: item?.name ?? "" })}
      centered
      closeButtonProps={{ "aria-label": t("operator.common.close") }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {t("operator.contact.answerIntro", { email: item?.email ?? "" })}
          </Text>
          <Textarea
            label={t("operator.contact.answerLabel")}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={textError}
            maxLength={CONTACT_ANSWER_MAX}
            autosize
            minRows={4}
            required
            data-autofocus
          />
          <ErrorAlert error={answer.error} />
          <Group justify="flex-end" gap={24}>
            <Button variant="default" mih={TAP_TARGET} onClick={onClose}>
              {t("operator.common.cancel")}
            </Button>
            <Button type="submit" mih={TAP_TARGET} loading={answer.isPending}>
              {t("operator.contact.send")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
