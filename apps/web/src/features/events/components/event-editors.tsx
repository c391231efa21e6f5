import { Paper } from "@mantine/core";
import { EditorsSection } from "../../../components/editors/editors-section.tsx";
import { useEventEditors, useInviteEventEditor, useRemoveEventEditor } from "../api/event-admin-api.ts";

/**
 * Who else may edit the whole event (and all its divisions): the shared editors section with the event's API and
 * texts, framed like the other panels of the event page.
 */
export function EventEditors({ eventId, canManage }: { eventId: string; canManage: boolean }) {
  const editors = useEventEditors(eventId);
  const add = useInviteEventEditor(eventId);
  const remove = useRemoveEventEditor(eventId);
  return (
    <Paper withBorder p="sm">
      <EditorsSection
        keys="events.editors"
        canManage={canManage}
        editors={editors}
        add={add}
        remove={remove}
        listTestId="event-editors"
      />
    </Paper>
  );
}
