import { AccountDeletionSchema } from "@kickoff/domain/account-contracts.ts";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { SectionForm } from "../../../components/section-form.tsx";
import { Section } from "../../../components/sections.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { type FieldErrors, fieldErrorsFromIssues, formErrorOrSnackbar } from "../../../lib/form-errors.ts";
import { clearSession } from "../../../lib/session-store.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useDeleteAccount } from "../api/delete-account.ts";
import { CurrentPasswordInput } from "./current-password-input.tsx";

/** Delete the account for good: the password, then a confirmation dialog. */
export function DeleteSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = AccountDeletionSchema.safeParse({ password });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    setConfirming(true);
  };

  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: userId, password });
      setConfirming(false);
      clearSession();
      queryClient.clear();
      showSnackbar(t("account.userAccount.deleted"), "success");
      navigate(paths.home.href(lang), { replace: true });
    } catch (error) {
      setConfirming(false);
      if (error instanceof ApiError && error.code === "WRONG_PASSWORD") {
        setFieldErrors({ password: t("account.errors.WRONG_PASSWORD") });
      } else setFormError(formErrorOrSnackbar(error));
    }
  };

  return (
    <Section title={t("account.settings.deleteAccount")} anchor="delete">
      <Alert color="red" variant="light">
        {t("account.settings.deleteWarning")}
      </Alert>
      <SectionForm
        label={t("account.settings.deleteAccount")}
        onSubmit={ask}
        error={formError}
        actions={
          <Button type="submit" color="red.9" variant="outline">
            {t("account.settings.deleteAccount")}
          </Button>
        }
      >
        <CurrentPasswordInput
          label={t("account.userAccount.deletePassword")}
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
      </SectionForm>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("account.userAccount.deleteTitle")}
        centered
      >
        <Stack gap="md">
          <Text>{t("account.settings.deleteWarning")}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t("account.common.cancel")}
            </Button>
            <Button color="red.9" onClick={() => void confirm()} loading={remove.isPending}>
              {t("account.settings.deleteConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Section>
  );
}
