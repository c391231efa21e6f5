import { useTranslation } from "react-i18next";
import type { DraftGeneral, WizardDraft } from "../lib/wizard-model.ts";
import type { FieldErrors } from "../lib/wizard-validation.ts";

/** What every wizard step gets: the draft, a way to change it, and the step's field errors. */
export type StepProps = {
  draft: WizardDraft;
  update: (change: (d: WizardDraft) => void) => void;
  errors: FieldErrors;
};

/**
 * The translated message of a field's error (keys under the `organiser` namespace, or whole `officials.…` keys of
 * the officials' settings), or undefined.
 */
export const useFieldError = (errors: FieldErrors) => {
  const { t } = useTranslation();
  return (field: string) => {
    const key = errors[field];
    if (!key) return undefined;
    return t(key.startsWith("officials.") ? key : `organiser.${key}`);
  };
};

/** A number input's value; while the field is empty or unparsable (a string), the fallback. */
export const num = (value: string | number, fallback: number) => (typeof value === "number" ? value : fallback);

/** A NumberInput's value as a whole number, or null when the field is empty or not a number. */
export const wholeOrNull = (value: string | number): number | null =>
  typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : null;

// The general step's sections share how they read and change the draft's general data.
/** Changes the draft's general data in place (the wizard copies it). */
export type SetGeneral = (change: (general: DraftGeneral) => void) => void;
/** The translated error of a field, or undefined. */
export type FieldError = (field: string) => string | undefined;
/** An input's onChange that writes its text into the general data. */
export type TextHandler = (
  change: (general: DraftGeneral, value: string) => void,
) => (e: { currentTarget: { value: string } }) => void;
