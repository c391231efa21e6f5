import { ClubNameSchema } from "@kickoff/domain/account-contracts.ts";
import type { SavedContact, SavedVenue } from "@kickoff/domain/account-views.ts";
import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { Badge, Button, Group, List, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { GalleryManagerSlot } from "../../../components/gallery/gallery-manager-slot.tsx";
import { LogoUpload } from "../../../components/logo-upload.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { SectionForm } from "../../../components/section-form.tsx";
import { Section, SectionsPage } from "../../../components/sections.tsx";
import { useContact } from "../../../lib/api/get-contact.ts";
import { type TournamentListItem, useMyTournaments } from "../../../lib/api/get-my-tournaments.ts";
import { useVenues } from "../../../lib/api/get-venues.ts";
import { CONTACT_FIELDS } from "../../../lib/contact-fields.ts";
import { formErrorOrSnackbar } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useClubProfile } from "../api/get-club-profile.ts";
import { useUpdateClubLogo, useUpdateClubName } from "../api/update-club-name.ts";

/** The club's logo, saved on the account as soon as it is uploaded or removed (the same picker as tournaments'). */
function ClubLogo({ initial }: { initial: string | undefined }) {
  const { t } = useTranslation();
  const update = useUpdateClubLogo();
  const [logo, setLogo] = useState(initial);
  const change = async (fileId: string | undefined) => {
    const before = logo;
    setLogo(fileId);
    try {
      await update.mutateAsync(fileId ?? null);
      showSnackbar(t("account.settings.saved"), "success");
    } catch (error) {
      setLogo(before);
      const message = formErrorOrSnackbar(error);
      if (message) showSnackbar(message);
    }
  };
  return <LogoUpload label={t("account.clubPage.logo")} value={logo} onChange={(id) => void change(id)} />;
}

/** Club name and logo, both saved on the account. */
function ProfileForm({ clubName: initial, logo }: { clubName: string; logo: string | undefined }) {
  const { t } = useTranslation();
  const update = useUpdateClubName();
  const [clubName, setClubName] = useState(initial);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = ClubNameSchema.safeParse(clubName);
    if (!parsed.success) {
      setFieldError(t("account.errors.tooLong"));
      return;
    }
    setFieldError(null);
    try {
      await update.mutateAsync(parsed.data);
      showSnackbar(t("account.settings.saved"), "success");
    } catch (error) {
      setFormError(formErrorOrSnackbar(error));
    }
  };

  return (
    <SectionForm
      label={t("account.clubPage.profile")}
      onSubmit={submit}
      error={formError}
      actions={
        <Button type="submit" loading={update.isPending}>
          {t("account.clubPage.saveName")}
        </Button>
      }
    >
      <TextInput
        label={t("account.fields.clubName")}
        autoComplete="organization"
        value={clubName}
        onChange={(e) => setClubName(e.currentTarget.value)}
        error={fieldError}
      />
      <ClubLogo initial={logo} />
    </SectionForm>
  );
}

function ContactSummary({ contact }: { contact: SavedContact }) {
  const { t } = useTranslation();
  const rows = CONTACT_FIELDS.filter((row) => contact[row.key]);
  if (rows.length === 0) return <Text size="sm">{t("account.clubPage.noContact")}</Text>;
  return (
    <List spacing={6} listStyleType="none" p={0}>
      {rows.map((row) => (
        <List.Item key={row.key}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={500}>
              {t(row.label)}:
            </Text>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {contact[row.key]}
            </Text>
            <Badge size="sm" variant="light" color={contact[row.show] ? "pitch" : "gray.8"}>
              {contact[row.show] ? t("account.clubPage.public") : t("account.clubPage.private")}
            </Badge>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function VenueSummary({ venues }: { venues: SavedVenue[] }) {
  const { t } = useTranslation();
  if (venues.length === 0) return <Text size="sm">{t("account.venues.none")}</Text>;
  return (
    <List spacing={6} listStyleType="none" p={0}>
      {venues.map((venue) => {
        const address = [venue.street, [venue.postalCode, venue.city].filter(Boolean).join(" "), venue.country]
          .filter(Boolean)
          .join(", ");
        return (
          <List.Item key={venue.id}>
            <Text size="sm" fw={500}>
              {venue.name}
            </Text>
            <Text size="sm">
              {[
                address,
                t("account.clubPage.pitchCount", { n: venue.pitchCount }),
                t(`account.surface.${venue.surface}`),
              ]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}

function PublicTournaments({ items }: { items: TournamentListItem[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: "medium", timeZone: "UTC" });
  const date = (iso: string) => format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  const visible = items.filter((item) => item.visibility === "public");
  if (visible.length === 0) return <Text size="sm">{t("account.clubPage.noTournaments")}</Text>;
  return (
    <List spacing={6} listStyleType="none" p={0}>
      {visible.map((item) => (
        <List.Item key={item.id}>
          <AppLink to={(item.mode === "funino" ? paths.funino : paths.tournament).href(lang, item.id)} fw={500}>
            {item.name}
          </AppLink>
          <Text size="sm">
            {item.startDate === item.endDate ? date(item.startDate) : `${date(item.startDate)} – ${date(item.endDate)}`}
            {" · "}
            {t("account.clubPage.teamCount", { n: item.teamCount })}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The club area (login required): the club's profile (name, logo, contact, venues) and its public
 * tournaments. Contact and venues are edited in the settings; this page shows them as saved.
 */
export function ClubPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const profile = useClubProfile();
  const contact = useContact();
  const venues = useVenues();
  const tournaments = useMyTournaments();
  const settings = paths.settings.href(lang);

  return (
    <SectionsPage page="club" intro={t("account.clubPage.intro")}>
      <Section title={t("account.clubPage.profile")}>
        <QueryState query={profile}>
          {(p) => <ProfileForm key={p.clubName} clubName={p.clubName} logo={p.clubLogoFileId ?? undefined} />}
        </QueryState>
      </Section>
      <Section title={t("account.club.contact")} intro={t("account.club.contactHint")}>
        <QueryState query={contact}>{(c) => <ContactSummary contact={c} />}</QueryState>
        <AppLink to={`${settings}#contact`} size="sm">
          {t("account.clubPage.editContact")}
        </AppLink>
      </Section>
      <Section title={t("account.club.venues")}>
        <QueryState query={venues}>{(v) => <VenueSummary venues={v.venues} />}</QueryState>
        <AppLink to={`${settings}#venues`} size="sm">
          {t("account.clubPage.editVenues")}
        </AppLink>
      </Section>
      <Section title={t("account.clubPage.tournaments")} intro={t("account.clubPage.tournamentsIntro")}>
        <QueryState query={tournaments}>{(page) => <PublicTournaments items={page.items} />}</QueryState>
      </Section>
      <GalleryManagerSlot />
    </SectionsPage>
  );
}
