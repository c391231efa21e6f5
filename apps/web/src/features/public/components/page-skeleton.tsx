import { Container, Group, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A grey bar as high as one line of the text it stands for: the line is laid out, hidden, underneath, so the
 * heights follow the theme's font sizes instead of numbers copied here.
 */
function Bar({ w, children }: { w: number | string; children: ReactNode }) {
  return (
    <Skeleton w={w} radius="sm">
      {children}
    </Skeleton>
  );
}

const line = (size: "xs" | "sm" | "md") => <Text size={size}>&nbsp;</Text>;
const heading = (level: "h1" | "h3") => (
  <Text fz={level} lh={level} fw={700}>
    &nbsp;
  </Text>
);

/** One schedule row: kick-off beside the two team names and the stage. */
function ScheduleRow() {
  return (
    <Group wrap="nowrap" gap="md" align="flex-start" py={6}>
      <Bar w={44}>{line("sm")}</Bar>
      <Stack gap={4} style={{ flex: 1 }}>
        <Bar w="60%">{line("sm")}</Bar>
        <Bar w="50%">{line("sm")}</Bar>
        <Bar w="30%">{line("xs")}</Bar>
      </Stack>
    </Group>
  );
}

/**
 * The public page's shape while its data loads: toolbar, header with logo, "my team" and the schedule at the
 * heights they will have, taller than a phone's screen, so the footer stays below the fold and nothing jumps
 * when the tournament arrives (issue 11: layout shift under 0.05 on a phone).
 */
export function PublicPageSkeleton() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="md" className="public-page" aria-busy="true" data-public-skeleton>
      <VisuallyHidden role="status">{t("common.loading")}</VisuallyHidden>
      <Stack gap="lg" aria-hidden="true">
        <Stack gap="xs" className="public-no-print">
          <Bar w={160}>
            <Text component="div" size="xs" className="public-connection" />
          </Bar>
          {/* The print and display buttons (size xs: 30 px). */}
          <Group gap="xs">
            <Skeleton w={56} h={30} />
            <Skeleton w={104} h={30} />
          </Group>
        </Stack>
        <Stack gap="xs">
          {/* Status and age-group badges (size md: 20 px). */}
          <Group gap="xs">
            <Skeleton w={96} h={20} radius="xl" />
            <Skeleton w={72} h={20} radius="xl" />
          </Group>
          {/* The logo's 64 × 64 px beside the name. */}
          <Group gap="md" wrap="nowrap" align="center">
            <Skeleton w={64} h={64} style={{ flex: "none" }} />
            <Bar w="60%">{heading("h1")}</Bar>
          </Group>
          <Bar w={140}>{line("md")}</Bar>
          <Bar w={220}>{line("md")}</Bar>
        </Stack>
        <Stack gap="xs">
          <Bar w={140}>{heading("h3")}</Bar>
          <Bar w={120}>{line("sm")}</Bar>
          <Skeleton h={36} maw={360} />
          <Bar w="90%">{line("sm")}</Bar>
        </Stack>
        <Stack gap="xs">
          <Bar w={120}>{heading("h3")}</Bar>
          <Group gap="sm" grow wrap="nowrap">
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Group>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows that never reorder.
            <ScheduleRow key={i} />
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
