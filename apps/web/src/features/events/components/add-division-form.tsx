import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { genericErrorMessage } from "../../../lib/form-errors.ts";
import { useAddDivision } from "../api/events-api.ts";

/** A new division: its name, age group (U-label) and whether it is a tournament or a funino festival. */
export function AddDivisionForm({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const add = useAddDivision(eventId);
  const [name, setName] = useState("");
  const [age, setAge] = useState("");
  const [mode, setMode] = useState<"normal" | "funino">("normal");
  const [errors, setErrors] = useState<{ name?: string; age?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const label = age.trim().toUpperCase();
    const next: typeof errors = {};
    if (!name.trim()) next.name = t("events.create.required");
    if (label && !/^U\d{1,2}$/.test(label)) next.age = t("events.division.ageInvalid");
    setErrors(next);
    if (next.name || next.age) return;
    add.mutate({ mode, name: name.trim(), ...(label ? { ageGroupLabel: label } : {}) }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("events.division.add")}>
      <Stack gap="xs">
        {add.isError && (
          <Alert color="red" role="alert">
            {genericErrorMessage(add.error)}
          </Alert>
        )}
        <TextInput
          label={t("events.division.name")}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          maxLength={120}
        />
        <TextInput
          label={t("events.division.ageGroup")}
          description={t("events.division.ageHint")}
          value={age}
          onChange={(e) => setAge(e.currentTarget.value)}
          error={errors.age}
          maxLength={3}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="division-mode-label">
            {t("events.division.mode")}
          </Text>
          <SegmentedControl
            aria-labelledby="division-mode-label"
            value={mode}
            onChange={(v) => setMode(v as typeof mode)}
            data={[
              { value: "normal", label: t("events.mode.normal") },
              { value: "funino", label: t("events.mode.funino") },
            ]}
            styles={{ label: { minHeight: TAP_TARGET - 8, display: "flex", alignItems: "center" } }}
          />
        </Stack>
        <Group gap="sm">
          <Button type="submit" mih={TAP_TARGET} loading={add.isPending}>
            {t("events.division.create")}
          </Button>
          <Button variant="default" mih={TAP_TARGET} onClick={onDone}>
            {t("events.common.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
