import { Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSaveMailSetting } from "../api/messages.ts";

/** "E-mail me about new messages": the caller's own setting, on by default (at most one mail per 15 minutes). */
export function MailSetting({ mailOnNew }: { mailOnNew: boolean }) {
  const { t } = useTranslation();
  const save = useSaveMailSetting();
  const checked = save.isPending && save.variables !== undefined ? save.variables : mailOnNew;
  return (
    <Switch
      checked={checked}
      disabled={save.isPending}
      onChange={(e) => save.mutate(e.currentTarget.checked)}
      label={t("account.messages.mailSetting")}
      description={t("account.messages.mailSettingHint")}
    />
  );
}
