import { Alert, Group, Stack } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";

/** The error of a whole form (not of one field), announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}

/**
 * The form of a section: its fields, the form's error, an optional notice (what happened after sending)
 * and the buttons in one row. The browser's own validation is off: the fields show the schema's messages.
 */
export function SectionForm({
  label,
  onSubmit,
  error,
  notice,
  actions,
  actionsJustify = "flex-end",
  gap = "sm",
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  notice?: ReactNode;
  actions: ReactNode;
  actionsJustify?: "flex-end" | "space-between";
  gap?: "sm" | "md";
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} aria-label={label} noValidate>
      <Stack gap={gap}>
        {children}
        <FormAlert message={error} />
        {notice}
        <Group justify={actionsJustify}>{actions}</Group>
      </Stack>
    </form>
  );
}
