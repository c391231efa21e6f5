import { GeneralSchema } from "@kickoff/domain/tournament-contracts.ts";
import { describe, expect, it } from "vitest";
import { emptyDraft } from "./wizard-model.ts";
import { generalFromApi, toGeneral } from "./wizard-payloads.ts";

const draft = () => {
  const d = emptyDraft(
    (n) => `Team ${n}`,
    (n) => String(n),
  );
  d.general.name = "Auto Cup";
  d.general.registration.open = true;
  return d;
};

describe("registration.autoPromote in the general step", () => {
  it("is left out until the organiser sets it (older tournaments read back unchanged)", () => {
    const general = GeneralSchema.parse(toGeneral(draft()));
    expect(general.registration).toEqual({ open: true });
    expect(generalFromApi(general).registration.autoPromote).toBeUndefined();
  });

  it("survives a save and reload switched on and switched off", () => {
    for (const value of [true, false]) {
      const d = draft();
      d.general.registration.autoPromote = value;
      const general = GeneralSchema.parse(toGeneral(d));
      expect(general.registration.autoPromote).toBe(value);
      expect(generalFromApi(general).registration.autoPromote).toBe(value);
    }
  });
});
