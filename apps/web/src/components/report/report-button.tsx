import { Button, type ButtonProps } from "@mantine/core";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReportTarget } from "./report-dialog.tsx";

// The dialog (Modal, radios, the contracts) loads on first use: the public pages' start bundle stays as it was.
const ReportDialog = lazy(() => import("./report-dialog.tsx").then((m) => ({ default: m.ReportDialog })));

/**
 * The report dialog, loaded when first opened and kept mounted (closed) afterwards so it can fade out. For callers
 * that open it from their own control (the album's lightbox); others use ReportButton.
 */
export function LazyReportDialog({
  opened,
  target,
  onClose,
}: {
  opened: boolean;
  target: ReportTarget | null;
  onClose: () => void;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (opened) setMounted(true);
  }, [opened]);
  // The last target stays while the dialog fades out after the caller cleared it.
  const last = useRef(target);
  if (target) last.current = target;
  const shown = target ?? last.current;
  if (!shown || !(opened || mounted)) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog opened={opened} target={shown} onClose={onClose} />
    </Suspense>
  );
}

/**
 * A small "Report" action for a tournament, festival, photo or message: anybody may report what they can see
 * (no account needed). `label` replaces the button's text ("Report").
 */
export function ReportButton({
  target,
  label,
  ...button
}: { target: ReportTarget; label?: string } & Omit<ButtonProps, "children" | "onClick">) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        onClick={() => setOpened(true)}
        data-testid="report-action"
        {...button}
      >
        {label ?? t("public.report.action")}
      </Button>
      <LazyReportDialog opened={opened} target={target} onClose={() => setOpened(false)} />
    </>
  );
}
