import { GrantOperatorSchema, type OperatorEntry } from "@kickoff/domain/operator-contracts.ts";
import { Badge, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useGrantOperator, useOperators, useRevokeOperator } from "../api/operators.ts";
import { ReasonDialog } from "./reason-dialog.tsx";
import { ErrorAlert, OperatorQuery } from "./states.tsx";

/** Who runs the platform: configured operators (cannot be revoked here) and granted ones; grant by e-mail. */
export function OperatorsSection() {
  const { t } = useTranslation();
  const query = useOperators();
  const revoke = useRevokeOperator();
  const [revoking, setRevoking] = useState<OperatorEntry | null>(null);

  const submitRevoke = async (reason: string) => {
    if (!revoking?.userId) return;
    try {
      await revoke.mutateAsync({ userId: revoking.userId, reason });
      showSnackbar(t("operator.operators.revoked", { email: revoking.email }), "success");
      setRevoking(null);
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Stack gap="md">
      <OperatorQuery query={query}>
        {(data) => (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
            {data.items.map((entry) => (
              <OperatorRow
                key={`${entry.email}-${entry.userId ?? ""}`}
                entry={entry}
                onRevoke={() => {
                  revoke.reset();
                  setRevoking(entry);
                }}
              />
            ))}
          </Stack>
        )}
      </OperatorQuery>
      <GrantForm />
      <ReasonDialog
        opened={revoking !== null}
        title={t("operator.operators.revokeTitle", { email: revoking?.email ?? "" })}
        submitLabel={t("operator.operators.revoke")}
        danger
        busy={revoke.isPending}
        error={revoke.error}
        onSubmit={({ reason }) => void submitRevoke(reason)}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}

function OperatorRow({ entry, onRevoke }: { entry: OperatorEntry; onRevoke: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {entry.email}
          </Text>
          {entry.displayName ? <Text size="sm">{entry.displayName}</Text> : null}
          <Text size="sm" c="dimmed">
            {entry.fromConfig
              ? entry.userId
                ? t("operator.operators.fromConfig")
                : t("operator.operators.fromConfigNoAccount")
              : t("operator.operators.granted", {
                  date: entry.grantedAt
                    ? new Intl.DateTimeFormat(lang, { dateStyle: "medium" }).format(new Date(entry.grantedAt))
                    : "–",
                  by: entry.grantedBy?.email ?? "–",
                })}
          </Text>
        </Stack>
        {entry.fromConfig ? (
          <Badge color="dark" variant="outline">
            {t("operator.operators.configBadge")}
          </Badge>
        ) : entry.userId ? (
          <Button variant="outline" color="red.9" mih={TAP_TARGET} onClick={onRevoke}>
            {t("operator.operators.revoke")}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

function GrantForm() {
  const { t } = useTranslation();
  const grant = useGrantOperator();
  const [email, setEmail] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ email?: string; reason?: string }>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = GrantOperatorSchema.safeParse({ email, reason });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      setErrors({
        email: fields.has("email") ? t("operator.operators.emailInvalid") : undefined,
        reason: fields.has("reason") ? t("operator.common.reasonRequired") : undefined,
      });
      return;
    }
    setErrors({});
    try {
      await grant.mutateAsync(parsed.data);
      showSnackbar(t("operator.operators.grantedDone", { email: parsed.data.email }), "success");
      setEmail("");
      setReason("");
    } catch {
      // Shown below the form.
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="operator-grant-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="operator-grant-title">
            {t("operator.operators.grantTitle")}
          </Title>
          <Text size="sm">{t("operator.operators.grantIntro")}</Text>
          <TextInput
            label={t("operator.operators.email")}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
            required
          />
          <Textarea
            label={t("operator.common.reason")}
            description={t("operator.common.reasonHint")}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason}
            autosize
            minRows={2}
            required
          />
          <ErrorAlert error={grant.error} />
          <Group justify="flex-end">
            <Button type="submit" mih={TAP_TARGET} loading={grant.isPending}>
              {t("operator.operators.grant")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
