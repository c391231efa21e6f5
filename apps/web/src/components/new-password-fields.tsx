import { PASSWORD_MIN_LENGTH } from "@kickoff/domain/account-contracts.ts";
import { PasswordInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A new password and its repetition, with the length hint: the same pair when changing and when resetting it. */
export function NewPasswordFields({
  password,
  repeat,
  onPassword,
  onRepeat,
  passwordError,
  repeatError,
}: {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  passwordError?: string | undefined;
  repeatError?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t("account.fields.newPassword")}
        description={t("account.register.passwordHint", { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => onPassword(e.currentTarget.value)}
        error={passwordError}
      />
      <PasswordInput
        label={t("account.fields.repeatPassword")}
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(e) => onRepeat(e.currentTarget.value)}
        error={repeatError}
      />
    </>
  );
}
