import type { Division, DivisionWindow, EventIssue, EventPitch } from "@kickoff/domain/event-contracts.ts";
import type { EventInternal } from "@kickoff/domain/event-views.ts";
import { Alert, Badge, Button, Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { LoadFailedAlert } from "../../../components/load-failed-alert.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { genericErrorMessage } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { type EventProposal, useDeleteEvent, useEvent, useProposeWindows, useSaveWindows } from "../api/events-api.ts";
import { AddDivisionForm } from "../components/add-division-form.tsx";
import { EventIssues } from "../components/event-issues.tsx";
import { colourOf, EventTimeline } from "../components/event-timeline.tsx";
import { WindowEditor } from "../components/window-editor.tsx";

/** The issues of a 409 WINDOW_CONFLICT answer, or null for any other failure. */
function conflictIssues(error: unknown): EventIssue[] | null {
  if (!(error instanceof ApiError) || error.code !== "WINDOW_CONFLICT") return null;
  const issues = error.body.issues;
  return Array.isArray(issues) ? (issues as EventIssue[]) : [];
}

/** `Pitch 1, Pitch 2 · 09:00–11:00` of a window. */
function windowText(window: DivisionWindow, pitches: readonly EventPitch[]) {
  const names = window.pitches.map((id) => pitches.find((p) => p.id === id)?.name ?? id).join(", ");
  return `${names} · ${window.start.slice(11, 16)}–${window.end.slice(11, 16)}`;
}

/** The event's control page for the organiser's phone (issue 19). */
export function EventOverviewPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const query = useEvent(id);
  const event = query.data;
  useDocumentTitle(`${event?.general.name ?? t("events.overview.title")} · ${t("app.name")}`);
  return (
    <Container size="md" py="lg" px="sm">
      {query.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t("events.common.loading")}</Text>
        </Group>
      ) : query.isError ? (
        <Stack>
          <Title order={1}>{t("events.overview.title")}</Title>
          {query.error instanceof ApiError && query.error.status === 404 ? (
            <Alert color="red" role="alert">
              {t("events.overview.notFound")}
            </Alert>
          ) : (
            <LoadFailedAlert
              message={genericErrorMessage(query.error)}
              retryLabel={t("events.common.retry")}
              onRetry={() => void query.refetch()}
            />
          )}
        </Stack>
      ) : (
        <EventControl event={query.data} />
      )}
    </Container>
  );
}

function EventControl({ event }: { event: EventInternal }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [conflict, setConflict] = useState<EventIssue[] | null>(null);
  const [proposal, setProposal] = useState<EventProposal | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveWindows(event.id);
  const propose = useProposeWindows(event.id);
  const remove = useDeleteEvent(event.id);
  const { general } = event;

  const saveWindows = (windows: Array<{ tournamentId: string; window: DivisionWindow }>, done: () => void) => {
    setConflict(null);
    save.mutate(windows, {
      onSuccess: () => {
        done();
        showSnackbar(t("events.window.saved"), "success");
      },
      onError: (error) => {
        const issues = conflictIssues(error);
        if (issues) setConflict(issues);
        else showSnackbar(genericErrorMessage(error), "error");
      },
    });
  };

  const nameOf = (tournamentId: string) =>
    event.divisions.find((d) => d.tournamentId === tournamentId)?.name ?? tournamentId;
  const dates = general.endDate ? `${general.startDate} – ${general.endDate}` : general.startDate;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{general.name}</Title>
        <Text size="sm">
          {dates}
          {general.venue ? ` · ${general.venue.name}${general.venue.city ? `, ${general.venue.city}` : ""}` : ""}
        </Text>
        <Text size="sm" c="dimmed">
          {t("events.overview.pitchSummary", { count: general.pitches.length, minutes: general.changeoverMinutes })}
        </Text>
      </Stack>

      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t("events.overview.divisions")}
          </Title>
          {!adding && (
            <Button mih={TAP_TARGET} onClick={() => setAdding(true)}>
              {t("events.division.add")}
            </Button>
          )}
        </Group>
        {adding && (
          <Paper withBorder p="sm">
            <AddDivisionForm eventId={event.id} onDone={() => setAdding(false)} />
          </Paper>
        )}
        {event.divisions.length === 0 && <Text>{t("events.overview.noDivisions")}</Text>}
        {event.divisions.map((division, index) => (
          <DivisionCard
            key={division.tournamentId}
            division={division}
            colour={colourOf(index)}
            pitches={general.pitches}
            editing={editing === division.tournamentId}
            onEdit={() => {
              setConflict(null);
              setEditing(editing === division.tournamentId ? null : division.tournamentId);
            }}
            editor={
              <WindowEditor
                divisionName={division.name}
                pitches={general.pitches}
                window={division.window}
                defaultDate={general.startDate}
                busy={save.isPending}
                onCancel={() => setEditing(null)}
                onSave={(window) =>
                  saveWindows([{ tournamentId: division.tournamentId, window }], () => setEditing(null))
                }
              />
            }
            link={paths.tournamentOverview.href(lang, division.tournamentId)}
          />
        ))}
      </Stack>

      {conflict && (
        <Alert color="red" role="alert" title={t("events.window.conflict")}>
          <EventIssues issues={conflict} title={t("events.window.conflictIssues")} />
        </Alert>
      )}

      {event.divisions.length > 0 && (
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t("events.proposal.title")}
            </Title>
            <Text size="sm">{t("events.proposal.intro")}</Text>
            <Group>
              <Button
                variant="light"
                mih={TAP_TARGET}
                loading={propose.isPending}
                onClick={() =>
                  propose.mutate(undefined, {
                    onSuccess: setProposal,
                    onError: (e) => showSnackbar(genericErrorMessage(e), "error"),
                  })
                }
              >
                {t("events.proposal.propose")}
              </Button>
            </Group>
            {proposal && (
              <Stack gap="xs" data-testid="proposal">
                {Object.keys(proposal.windows).length === 0 && <Text size="sm">{t("events.proposal.none")}</Text>}
                <Stack gap={2} component="ul" style={{ margin: 0, paddingLeft: 18 }}>
                  {Object.entries(proposal.windows).map(([tournamentId, window]) => (
                    <Text component="li" size="sm" key={tournamentId}>
                      <strong>{nameOf(tournamentId)}</strong>: {windowText(window, general.pitches)}
                    </Text>
                  ))}
                </Stack>
                {proposal.unplaced.length > 0 && (
                  <Alert color="orange">
                    {t("events.proposal.unplaced", { names: proposal.unplaced.map(nameOf).join(", ") })}
                  </Alert>
                )}
                {Object.keys(proposal.windows).length > 0 && (
                  <Group>
                    <Button
                      mih={TAP_TARGET}
                      loading={save.isPending}
                      onClick={() =>
                        saveWindows(
                          Object.entries(proposal.windows).map(([tournamentId, window]) => ({ tournamentId, window })),
                          () => setProposal(null),
                        )
                      }
                    >
                      {t("events.proposal.apply")}
                    </Button>
                    <Button variant="default" mih={TAP_TARGET} onClick={() => setProposal(null)}>
                      {t("events.proposal.discard")}
                    </Button>
                  </Group>
                )}
              </Stack>
            )}
          </Stack>
        </Paper>
      )}

      <EventTimeline pitches={general.pitches} divisions={event.divisions} />

      <EventIssues issues={event.issues} title={t("events.issues.title")} />

      {event.abilities.delete && (
        <Group>
          <Button color="red" variant="light" mih={TAP_TARGET} onClick={() => setConfirmDelete(true)}>
            {t("events.delete.button")}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={confirmDelete}
        danger
        title={t("events.delete.title")}
        message={t("events.delete.message", { name: general.name })}
        confirmLabel={t("events.delete.confirm")}
        busy={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              showSnackbar(t("events.delete.done"), "success");
              navigate(paths.adminboard.href(lang));
            },
          })
        }
      />
    </Stack>
  );
}

function DivisionCard({
  division,
  colour,
  pitches,
  editing,
  onEdit,
  editor,
  link,
}: {
  division: Division;
  colour: string;
  pitches: readonly EventPitch[];
  editing: boolean;
  onEdit: () => void;
  editor: ReactNode;
  link: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" style={{ borderLeft: `6px solid ${colour}` }} data-testid="division-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5">
            {division.name}
          </Title>
          <Group gap={4} justify="flex-end">
            {division.ageGroupLabel && <Badge variant="light">{division.ageGroupLabel}</Badge>}
            <Badge variant="outline" color="gray">
              {t(`events.mode.${division.mode}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">
          {t(`events.status.${division.status}`)} · {t("events.division.teams", { count: division.teamCount })}
        </Text>
        <Text size="sm" data-testid="division-window">
          {division.window ? windowText(division.window, pitches) : t("events.division.noWindow")}
        </Text>
        <Group gap="xs">
          <Button component={Link} to={link} variant="light" mih={TAP_TARGET}>
            {t("events.division.open")}
          </Button>
          <Button variant="default" mih={TAP_TARGET} onClick={onEdit} aria-expanded={editing}>
            {t("events.division.editWindow")}
          </Button>
        </Group>
        {editing && editor}
      </Stack>
    </Paper>
  );
}
