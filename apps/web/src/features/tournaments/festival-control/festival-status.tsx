import type { FuninoInternal } from "@kickoff/domain/funino-contracts.ts";
import { useChangeFestivalStatus } from "../api/festival-actions.ts";
import { StatusSteps, statusErrorKey } from "../components/status-control.tsx";
import { type StatusAction, statusActions } from "../lib/status-actions.ts";

/** The festival's own question for a step (the tournament's texts speak of tournaments, tables and matches). */
const confirmKey = (a: StatusAction, f: FuninoInternal) =>
  a.label === "organiser.status.restore.label"
    ? "organiser.status.restore.confirm"
    : a.target === "published"
      ? `festivalOrganiser.status.publishConfirm.${f.visibility}`
      : `festivalOrganiser.status.confirm.${a.target}`;

/**
 * The festival's status and the lifecycle steps it allows (tment/status, as a tournament's: publish, start, finish,
 * archive, back to draft), each confirmed first. The tournament control's texts say what each step changes.
 */
export function FestivalStatusControl({ festival }: { festival: FuninoInternal }) {
  const mutation = useChangeFestivalStatus(festival.id);
  const actions = statusActions({
    status: festival.status,
    visibility: festival.visibility,
    abilities: festival.abilities,
    matchCount: festival.rounds.reduce((n, r) => n + r.games.length, 0),
    resultCount: festival.rounds.reduce((n, r) => n + r.outcomes.length, 0),
  });
  return (
    <StatusSteps
      status={festival.status}
      actions={actions}
      change={mutation}
      keys={{
        confirm: (a) => confirmKey(a, festival),
        done: (a) => `festivalOrganiser.status.done.${a.target}`,
        blocked: () => "festivalOrganiser.needTeams",
        error: (error) => statusErrorKey(error) ?? "festivalOrganiser.failed",
      }}
    />
  );
}
