import type { Division, EventPitch } from "@kickoff/domain/event-contracts.ts";
import { Box, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { clockOf, layoutTimeline } from "../lib/timeline.ts";

/** Block colours by division (dark enough for white text at AA contrast). */
export const DIVISION_COLOURS = [
  "#1c6e3d",
  "#1d4f91",
  "#8a3b12",
  "#6b2d83",
  "#0f6674",
  "#8d1d4f",
  "#5c5a0c",
  "#374151",
];
export const colourOf = (index: number) => DIVISION_COLOURS[index % DIVISION_COLOURS.length] ?? "#374151";

const AXIS = 44;
const COLUMN = 84;

/** One column per pitch, time downwards; scrolls sideways inside itself on a narrow phone. */
export function EventTimeline({
  pitches,
  divisions,
}: {
  pitches: readonly EventPitch[];
  divisions: readonly Division[];
}) {
  const { t, i18n } = useTranslation();
  const days = layoutTimeline(pitches, divisions);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t("events.timeline.title")}
      </Title>
      {days.length === 0 && <Text size="sm">{t("events.timeline.empty")}</Text>}
      {days.map((day) => (
        <Stack key={day.date} gap={4}>
          {days.length > 1 && (
            <Text size="sm" fw={600}>
              {new Date(`${day.date}T12:00:00Z`).toLocaleDateString(i18n.language, {
                dateStyle: "full",
                timeZone: "UTC",
              })}
            </Text>
          )}
          <Box
            // Scrolls by keyboard too: a focusable region with a name.
            tabIndex={0}
            role="region"
            aria-label={t("events.timeline.label", { date: day.date })}
            data-testid="event-timeline"
            style={{ overflowX: "auto", maxWidth: "100%", border: "1px solid var(--mantine-color-default-border)" }}
          >
            <div style={{ display: "flex", minWidth: AXIS + COLUMN * day.columns.length }}>
              <div style={{ width: AXIS, flex: "none" }}>
                <div style={{ height: 28 }} />
                <div style={{ position: "relative", height: day.height }}>
                  {day.hours.map((h) => (
                    <Text key={h.minute} size="xs" style={{ position: "absolute", top: h.top - 8, right: 4 }}>
                      {clockOf(h.minute)}
                    </Text>
                  ))}
                </div>
              </div>
              {day.columns.map((column) => (
                <div
                  key={column.pitchId}
                  style={{ width: COLUMN, flex: "none", borderLeft: "1px solid var(--mantine-color-default-border)" }}
                >
                  <Text size="xs" fw={600} ta="center" truncate style={{ height: 28, lineHeight: "28px" }}>
                    {column.pitchName}
                  </Text>
                  <div style={{ position: "relative", height: day.height }}>
                    {day.hours.map((h) => (
                      <div
                        key={h.minute}
                        style={{
                          position: "absolute",
                          top: h.top,
                          left: 0,
                          right: 0,
                          borderTop: "1px dashed var(--mantine-color-default-border)",
                        }}
                      />
                    ))}
                    {column.blocks.map((block) => (
                      <div
                        key={block.tournamentId}
                        data-testid="timeline-block"
                        title={`${block.name} ${block.start}–${block.end}`}
                        style={{
                          position: "absolute",
                          top: block.top,
                          height: block.height,
                          left: 3,
                          right: 3,
                          background: colourOf(block.colour),
                          color: "#fff",
                          borderRadius: 4,
                          padding: "2px 4px",
                          overflow: "hidden",
                          fontSize: 12,
                          lineHeight: 1.2,
                        }}
                      >
                        <strong>{block.name}</strong>
                        <br />
                        {block.start}–{block.end}
                      </div>
                    ))}
                  </div>
                </div>
              ))}
            </div>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
