import { Alert, Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * "Running 10 minutes late": shown while the organiser's delay of the kick-offs still to come is in force.
 * The page shows a notice; the display mode (`badge`) a large badge beside its live indicator.
 */
export function DelayNotice({ minutes, badge = false }: { minutes: number; badge?: boolean }) {
  const { t } = useTranslation();
  if (minutes <= 0) return null;
  const text = t("public.delay.notice", { count: minutes });
  if (badge)
    return (
      <Badge color="yellow.4" c="dark.9" variant="filled" size="xl" role="status" data-testid="delay-notice">
        {text}
      </Badge>
    );
  return (
    <Alert color="orange" role="status" data-testid="delay-notice" styles={{ message: { fontWeight: 700 } }}>
      {text}
    </Alert>
  );
}
