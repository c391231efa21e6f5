// The squad's oldest and youngest birth year: the same pair of inputs in a tournament's registration form and under
// each division of an event's form (which names them per division).
import { TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

const LABELS = {
  oldestBirthYear: "public.registration.fields.oldestBirthYear",
  youngestBirthYear: "public.registration.fields.youngestBirthYear",
} as const;
export type BirthYearField = keyof typeof LABELS;
const FIELDS = Object.keys(LABELS) as BirthYearField[];

export function BirthYearInputs({
  values,
  set,
  errorOf,
  name = (field) => field,
}: {
  values: Record<BirthYearField, string>;
  set: (field: BirthYearField, value: string) => void;
  errorOf: (field: BirthYearField) => string | undefined;
  /** The inputs' form names; the field's own name unless the form holds several teams. */
  name?: (field: BirthYearField) => string;
}) {
  const { t } = useTranslation();
  return FIELDS.map((field) => (
    <TextInput
      key={field}
      name={name(field)}
      label={t(LABELS[field])}
      inputMode="numeric"
      autoComplete="off"
      required
      maxLength={4}
      value={values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={errorOf(field)}
    />
  ));
}
