import { OPERATOR_SEARCH_MAX, type OperatorUserSummary } from "@kickoff/domain/operator-contracts.ts";
import { Badge, Button, Group, Paper, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useUserSearch } from "../api/users.ts";
import { formatBytes } from "../lib/operator-model.ts";
import { Pager } from "./pager.tsx";
import { OperatorQuery } from "./states.tsx";
import { UserDetail } from "./user-detail.tsx";

const SIZE = 20;

/** Search users by e-mail or name; a result opens the user's detail with its actions. */
export function UsersSection() {
  const { t } = useTranslation();
  const [input, setInput] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const query = useUserSearch(q, page, SIZE);

  if (selected) return <UserDetail id={selected} onBack={() => setSelected(null)} />;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(input.trim());
    setPage(1);
  };

  return (
    <Stack gap="md">
      <form onSubmit={search}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t("operator.users.search")}
            description={t("operator.users.searchHint")}
            value={input}
            onChange={(event) => setInput(event.currentTarget.value)}
            maxLength={OPERATOR_SEARCH_MAX}
            type="search"
            style={{ flex: 1 }}
          />
          <Button type="submit" mih={TAP_TARGET}>
            {t("operator.users.searchButton")}
          </Button>
        </Group>
      </form>
      <OperatorQuery
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={q ? t("operator.users.noMatch", { q }) : t("operator.users.none")}
      >
        {(data) => (
          <Stack gap="sm">
            <Text size="sm" aria-live="polite">
              {t("operator.users.total", { count: data.total })}
            </Text>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
              {data.items.map((user) => (
                <li key={user.id}>
                  <UserRow user={user} onOpen={() => setSelected(user.id)} />
                </li>
              ))}
            </Stack>
            <Pager page={page} total={data.total} size={SIZE} onChange={setPage} />
          </Stack>
        )}
      </OperatorQuery>
    </Stack>
  );
}

/** The flags that matter at a glance: blocked, unverified, operator. */
export function UserBadges({ user }: { user: OperatorUserSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      {user.blocked ? <Badge color="red.9">{t("operator.users.blocked")}</Badge> : null}
      {!user.verified ? (
        <Badge color="yellow.4" c="dark.9">
          {t("operator.users.unverified")}
        </Badge>
      ) : null}
      {user.operator ? <Badge color="blue.9">{t("operator.users.operator")}</Badge> : null}
    </Group>
  );
}

function UserRow({ user, onOpen }: { user: OperatorUserSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <UnstyledButton
      onClick={onOpen}
      w="100%"
      mih={TAP_TARGET}
      aria-label={t("operator.users.open", { email: user.email })}
    >
      <Paper withBorder p="sm">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {user.email}
            </Text>
            <UserBadges user={user} />
          </Group>
          <Text size="sm">{user.displayName}</Text>
          <Text size="sm" c="dimmed">
            {t("operator.users.tournaments", { count: user.tournamentCount })} · {formatBytes(user.storageBytes, lang)}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
