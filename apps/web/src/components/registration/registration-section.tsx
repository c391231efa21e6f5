import { Button, Loader, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AgeRangeInfo } from "./registration-form.tsx";

// The form (Mantine inputs, zod contracts, the guarded-form hook) is a chunk of its own: a parent who only follows
// the results never loads it. Hovering or focusing the button fetches it ahead of the click.
const loadForm = () => import("./registration-form.tsx");
const RegistrationForm = lazy(() => loadForm().then((m) => ({ default: m.RegistrationForm })));

/**
 * "Register a team" on a public tournament or festival page while registration is open: the organiser's notes
 * (deadline, maximum, fee, as given in `details`) and a button that opens the form in place (a phone scrolls it,
 * no dialog to get lost in).
 */
export function RegistrationSection({
  tournamentId,
  festival,
  ageRange,
  details,
}: {
  tournamentId: string;
  festival: boolean;
  ageRange: AgeRangeInfo | null;
  details?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="registration-title" className="public-no-print" data-testid="registration-section">
      <Stack gap="sm">
        <h2 id="registration-title" className="pl-h2">
          {t("public.registration.section.title")}
        </h2>
        <Text size="sm">{t("public.registration.section.text")}</Text>
        {details}
        {open ? (
          <Suspense fallback={<Loader size="sm" aria-label={t("public.registration.section.loading")} />}>
            <RegistrationForm tournamentId={tournamentId} festival={festival} ageRange={ageRange} />
          </Suspense>
        ) : (
          <Button
            data-app-action="register"
            onClick={() => setOpen(true)}
            onPointerEnter={() => void loadForm()}
            onFocus={() => void loadForm()}
            aria-expanded={false}
            style={{ alignSelf: "flex-start" }}
          >
            {t("public.registration.section.open")}
          </Button>
        )}
      </Stack>
    </section>
  );
}
