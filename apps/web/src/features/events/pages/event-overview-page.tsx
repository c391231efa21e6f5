import type { DivisionWindow, EventIssue } from "@kickoff/domain/event-contracts.ts";
import { isMultiDay } from "@kickoff/domain/event-days.ts";
import type { EventInternal } from "@kickoff/domain/event-views.ts";
import { formatLocalDateRange } from "@kickoff/domain/local-dates.ts";
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { genericErrorMessage } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useDetachDivision } from "../api/event-admin-api.ts";
import { useEvent, useSaveWindows } from "../api/events-api.ts";
import { AddDivisionForm } from "../components/add-division-form.tsx";
import { AttachTournament } from "../components/attach-tournament.tsx";
import { DeleteEvent } from "../components/delete-event.tsx";
import { DivisionCard } from "../components/division-card.tsx";
import { EventEditForm } from "../components/event-edit-form.tsx";
import { EventEditors } from "../components/event-editors.tsx";
import { EventFairnessReport } from "../components/event-fairness.tsx";
import { EventIssues } from "../components/event-issues.tsx";
import { EventLinks } from "../components/event-links.tsx";
import { EventLoadState } from "../components/event-load-state.tsx";
import { colourOf, EventTimeline } from "../components/event-timeline.tsx";
import { WindowEditor } from "../components/window-editor.tsx";
import { WindowProposal } from "../components/window-proposal.tsx";

/** The issues of a 409 WINDOW_CONFLICT answer, or null for any other failure. */
function conflictIssues(error: unknown): EventIssue[] | null {
  if (!(error instanceof ApiError) || error.code !== "WINDOW_CONFLICT") return null;
  const issues = error.body.issues;
  return Array.isArray(issues) ? (issues as EventIssue[]) : [];
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
      {query.isPending || query.isError ? (
        <EventLoadState query={query} title={t("events.overview.title")} notFound={t("events.overview.notFound")} />
      ) : (
        <EventControl event={query.data} />
      )}
    </Container>
  );
}

function EventControl({ event }: { event: EventInternal }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [panel, setPanel] = useState<"edit" | "add" | "attach" | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [conflict, setConflict] = useState<EventIssue[] | null>(null);
  const [detaching, setDetaching] = useState<{ id: string; name: string } | null>(null);
  const save = useSaveWindows(event.id);
  const detach = useDetachDivision(event.id);
  const canEdit = event.abilities.edit;
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

  const dates = formatLocalDateRange(general.startDate, general.endDate, lang);
  const multiDay = isMultiDay(general.startDate, general.endDate);

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
        {canEdit && panel !== "edit" && (
          <Group>
            <Button variant="light" mih={TAP_TARGET} onClick={() => setPanel("edit")}>
              {t("events.edit.button")}
            </Button>
          </Group>
        )}
      </Stack>
      {panel === "edit" && (
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t("events.edit.title")}
            </Title>
            <EventEditForm event={event} onDone={() => setPanel(null)} />
          </Stack>
        </Paper>
      )}

      <EventLinks eventId={event.id} />

      <Stack gap="sm">
        <Title order={2} size="h3">
          {t("events.overview.divisions")}
        </Title>
        {canEdit && (
          <Group gap="xs">
            <Button mih={TAP_TARGET} onClick={() => setPanel("add")} aria-expanded={panel === "add"}>
              {t("events.division.add")}
            </Button>
            {event.abilities.attach && (
              <Button
                variant="light"
                mih={TAP_TARGET}
                onClick={() => setPanel("attach")}
                aria-expanded={panel === "attach"}
              >
                {t("events.attach.button")}
              </Button>
            )}
          </Group>
        )}
        {panel === "add" && (
          <Paper withBorder p="sm">
            <AddDivisionForm eventId={event.id} onDone={() => setPanel(null)} />
          </Paper>
        )}
        {panel === "attach" && (
          <Paper withBorder p="sm">
            <AttachTournament event={event} onDone={() => setPanel(null)} />
          </Paper>
        )}
        {event.divisions.length === 0 && <Text>{t("events.overview.noDivisions")}</Text>}
        {event.divisions.map((division, index) => (
          <DivisionCard
            key={division.tournamentId}
            division={division}
            colour={colourOf(index)}
            pitches={general.pitches}
            multiDay={multiDay}
            editing={editing === division.tournamentId}
            onEdit={() => {
              setConflict(null);
              setEditing(editing === division.tournamentId ? null : division.tournamentId);
            }}
            onDetach={canEdit ? () => setDetaching({ id: division.tournamentId, name: division.name }) : undefined}
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

      {event.divisions.length > 0 && <WindowProposal event={event} saving={save.isPending} onApply={saveWindows} />}

      <EventTimeline pitches={general.pitches} divisions={event.divisions} />

      <EventIssues issues={event.issues} title={t("events.issues.title")} />

      <EventFairnessReport fairness={event.fairness} />

      <EventEditors eventId={event.id} canManage={event.abilities.manageEditors} />

      {event.abilities.delete && <DeleteEvent eventId={event.id} name={general.name} />}
      <ConfirmModal
        opened={detaching !== null}
        danger
        title={t("events.detach.title")}
        message={t("events.detach.message", { name: detaching?.name ?? "" })}
        confirmLabel={t("events.detach.confirm")}
        busy={detach.isPending}
        onClose={() => setDetaching(null)}
        onConfirm={() => {
          if (!detaching) return;
          detach.mutate(detaching.id, {
            onSuccess: () => showSnackbar(t("events.detach.done", { name: detaching.name }), "success"),
            onError: (e) => showSnackbar(genericErrorMessage(e), "error"),
            onSettled: () => setDetaching(null),
          });
        }}
      />
    </Stack>
  );
}
