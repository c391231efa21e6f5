import { type PublicSearch, PublicSearchSchema } from "@kickoff/domain/public-contracts.ts";

export const PAGE_SIZE = 20;

/** The form's fields as text (what the inputs hold); empty = no filter. */
export type SearchForm = {
  text: string;
  from: string;
  to: string;
  ageGroup: string;
  mode: string;
  country: string;
  city: string;
  registrationOpen: boolean;
};

export const EMPTY_FORM: SearchForm = {
  text: "",
  from: "",
  to: "",
  ageGroup: "",
  mode: "",
  country: "",
  city: "",
  registrationOpen: false,
};

const TEXT_FIELDS = ["text", "from", "to", "ageGroup", "mode", "country", "city"] as const;

/** The form as read back from a shared URL (`?text=cup&ageGroup=U11&page=2`); unknown parameters are ignored. */
export function formFromParams(params: URLSearchParams): SearchForm {
  const form = { ...EMPTY_FORM };
  for (const field of TEXT_FIELDS) form[field] = params.get(field)?.slice(0, 120) ?? "";
  form.registrationOpen = params.get("registrationOpen") === "true";
  return form;
}

/** The page number from the URL (1-based in the URL, 0-based for the API); anything odd is the first page. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page - 1 : 0;
}

/** The URL's query for a form and page: only the filters that are set, so shared links stay short. */
export function paramsFromForm(form: SearchForm, page = 0): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of TEXT_FIELDS) {
    const value = form[field].trim();
    if (value) params.set(field, value);
  }
  if (form.registrationOpen) params.set("registrationOpen", "true");
  if (page > 0) params.set("page", String(page + 1));
  return params;
}

export type FieldErrors = Partial<Record<keyof SearchForm, string>>;

/** The API search for a form, or the fields that are invalid (validated with the server's schema). */
export function searchFromForm(
  form: SearchForm,
  page: number,
): { ok: true; search: PublicSearch } | { ok: false; errors: FieldErrors } {
  const candidate = {
    page,
    size: PAGE_SIZE,
    ...(form.text.trim() ? { text: form.text.trim() } : {}),
    ...(form.from ? { from: form.from } : {}),
    ...(form.to ? { to: form.to } : {}),
    ...(form.ageGroup ? { ageGroup: form.ageGroup } : {}),
    ...(form.mode ? { mode: form.mode } : {}),
    ...(form.country.trim() ? { country: form.country.trim().toUpperCase() } : {}),
    ...(form.city.trim() ? { city: form.city.trim() } : {}),
    ...(form.registrationOpen ? { registrationOpen: true } : {}),
  };
  const parsed = PublicSearchSchema.safeParse(candidate);
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && field in EMPTY_FORM) errors[field as keyof SearchForm] = "invalid";
    }
  }
  if (form.from && form.to && form.from > form.to) errors.to = "beforeFrom";
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, search: parsed.data };
}
