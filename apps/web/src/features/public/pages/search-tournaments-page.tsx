import {
  Button,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useAgeGroups } from "../../../lib/api/get-age-groups.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { useSearchPublicTournaments } from "../api/search-public-tournaments.ts";
import { TournamentList } from "../components/tournament-list.tsx";
import {
  EMPTY_FORM,
  type FieldErrors,
  formFromParams,
  pageFromParams,
  paramsFromForm,
  type SearchForm,
  searchFromForm,
} from "../lib/search-filters.ts";

const MODES = ["roundRobin", "groupsKnockout", "knockout"] as const;

/** Search all public tournaments; the filters live in the URL, so a search can be shared and reloaded. */
export function SearchTournamentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => formFromParams(params), [params]);
  const page = pageFromParams(params);
  const [form, setForm] = useState<SearchForm>(applied);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Back/forward or a pasted link changes the URL: the form follows it.
  useEffect(() => setForm(applied), [applied]);
  const built = searchFromForm(applied, page);
  const search = built.ok ? built.search : { page: 0, size: 20 };
  const query = useSearchPublicTournaments(search);
  const ageGroups = useAgeGroups();
  useDocumentTitle(`${t("pages.globalTournaments.title")} · ${t("app.name")}`);

  const set = <K extends keyof SearchForm>(field: K, value: SearchForm[K]) =>
    setForm((f) => ({ ...f, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = searchFromForm(form, 0);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setParams(paramsFromForm(form));
  };
  const reset = () => {
    setErrors({});
    setForm(EMPTY_FORM);
    setParams({});
  };
  const error = (field: keyof SearchForm) =>
    errors[field] ? t(`public.search.errors.${field}.${errors[field]}`) : undefined;
  const labels = (ageGroups.data?.ageGroups ?? []).map((a) => a.label);
  if (form.ageGroup && !labels.includes(form.ageGroup)) labels.push(form.ageGroup);

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t("pages.globalTournaments.title")}</Title>
        <Text size="lg">{t("public.search.description")}</Text>
        <form onSubmit={submit} noValidate aria-label={t("public.search.formLabel")}>
          <Stack gap="sm">
            <TextInput
              label={t("public.search.text")}
              description={t("public.search.textHint")}
              // The same readable hint colour as the country field's.
              styles={{ description: { color: "var(--mantine-color-text)" } }}
              type="search"
              value={form.text}
              onChange={(e) => set("text", e.currentTarget.value)}
              error={error("text")}
              maxLength={100}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t("public.search.from")}
                type="date"
                value={form.from}
                onChange={(e) => set("from", e.currentTarget.value)}
                error={error("from")}
              />
              <TextInput
                label={t("public.search.to")}
                type="date"
                value={form.to}
                onChange={(e) => set("to", e.currentTarget.value)}
                error={error("to")}
              />
              <NativeSelect
                label={t("public.search.ageGroup")}
                value={form.ageGroup}
                onChange={(e) => set("ageGroup", e.currentTarget.value)}
                data={[{ value: "", label: t("public.search.any") }, ...labels.map((l) => ({ value: l, label: l }))]}
                error={error("ageGroup")}
              />
              <NativeSelect
                label={t("public.search.mode")}
                value={form.mode}
                onChange={(e) => set("mode", e.currentTarget.value)}
                data={[
                  { value: "", label: t("public.search.any") },
                  ...MODES.map((m) => ({ value: m, label: t(`public.mode.${m}`) })),
                ]}
                error={error("mode")}
              />
              <TextInput
                label={t("public.search.country")}
                description={t("public.search.countryHint")}
                // Mantine's dimmed hint is too faint for a phone in sunlight (and for axe): full text colour.
                styles={{ description: { color: "var(--mantine-color-text)" } }}
                value={form.country}
                onChange={(e) => set("country", e.currentTarget.value.toUpperCase())}
                error={error("country")}
                maxLength={2}
                autoComplete="country"
              />
              <TextInput
                label={t("public.search.city")}
                value={form.city}
                onChange={(e) => set("city", e.currentTarget.value)}
                error={error("city")}
                maxLength={120}
              />
            </SimpleGrid>
            <Checkbox
              label={t("public.search.registrationOpen")}
              checked={form.registrationOpen}
              onChange={(e) => set("registrationOpen", e.currentTarget.checked)}
            />
            <Group gap="sm">
              <Button type="submit">{t("public.search.submit")}</Button>
              <Button type="button" variant="default" onClick={reset}>
                {t("public.search.reset")}
              </Button>
            </Group>
          </Stack>
        </form>
        {query.isError && !query.data ? (
          <Text role="alert">{t("public.list.error")}</Text>
        ) : (
          <TournamentList
            data={query.data}
            loading={query.isFetching}
            empty={t("public.search.empty")}
            page={page}
            onPage={(p) => setParams(paramsFromForm(applied, p))}
          />
        )}
      </Stack>
    </Container>
  );
}
