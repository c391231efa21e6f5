import { Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

/** One titled block of an account page; `anchor` lets other pages link straight to it. */
export function Section({
  title,
  intro,
  anchor,
  children,
}: {
  title: string;
  intro?: string;
  anchor?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="md" id={anchor} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {intro ? <Text size="sm">{intro}</Text> : null}
        {children}
      </Stack>
    </Paper>
  );
}
