import { EditorsSection } from "../../../components/editors/editors-section.tsx";
import { useAddEditor, useEditors, useRemoveEditor } from "../api/editors.ts";
import type { ManagedTournament } from "../api/types.ts";

/** Who else may edit the tournament: the shared editors section with the tournament's API and texts. */
export function EditorsPanel({ tournament }: { tournament: ManagedTournament }) {
  const editors = useEditors(tournament.id);
  const add = useAddEditor(tournament.id);
  const remove = useRemoveEditor(tournament.id);
  return (
    <EditorsSection
      keys="organiser.editors"
      canManage={tournament.abilities.manageEditors}
      editors={editors}
      add={add}
      remove={remove}
    />
  );
}
