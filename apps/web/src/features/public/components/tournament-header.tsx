import type { PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { Alert, Anchor, Badge, Group, Image, List, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { liveMatchLabel, tournamentStatusLabel } from "../../../components/tournament/status.ts";
import { fileUrl } from "../../../lib/upload.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { formatDate, formatDateRange } from "../lib/labels.ts";
import { DelayNotice } from "./delay-notice.tsx";

/**
 * Name, dates, venue with map link, age group, status and the organiser's public contact. `live`: a match is
 * being played right now (the only time the page says "Live").
 */
export function TournamentHeader({ tournament, live = false }: { tournament: PublicTournament; live?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { general, organiser } = tournament;
  const venue = general.venue;
  const place = venue ? [venue.name, venue.address, venue.city].filter(Boolean).join(", ") : null;
  return (
    <Stack gap="xs" component="header">
      <Group gap="xs">
        <Badge color="dark" variant="outline" data-status={tournament.status}>
          {tournamentStatusLabel(tournament.status, t)}
        </Badge>
        {live ? (
          <Badge color="red.9" variant="filled" data-playing>
            {liveMatchLabel(t)}
          </Badge>
        ) : null}
        {tournament.ageGroupLabel ? (
          <Badge color="dark" variant="outline">
            {t("public.header.ageGroup", { label: tournament.ageGroupLabel })}
          </Badge>
        ) : null}
      </Group>
      <Group gap="md" wrap="nowrap" align="center">
        {general.logoFileId ? <Logo fileId={general.logoFileId} /> : null}
        {/* A long word ("Sommerturnier") beside the logo wraps instead of running past a phone's edge. */}
        <Title order={1} miw={0} style={{ overflowWrap: "break-word", hyphens: "auto" }}>
          {general.name}
        </Title>
      </Group>
      <Text fw={600}>
        <time dateTime={general.startDate}>{formatDateRange(general.startDate, general.endDate, lang)}</time>
      </Text>
      <DelayNotice minutes={tournament.delayMinutes} />
      {place ? (
        <Text>
          {place}
          {tournament.mapUrl ? (
            <span className="public-no-print">
              {" · "}
              <Anchor href={tournament.mapUrl} target="_blank" rel="noopener noreferrer">
                {t("public.header.map")}
              </Anchor>
            </span>
          ) : null}
        </Text>
      ) : null}
      {general.description ? <Text style={{ whiteSpace: "pre-line" }}>{general.description}</Text> : null}
      <Contact tournament={tournament} />
      {tournament.registrationOpen ? (
        <Alert color="pitch" title={t("public.registration.title")} className="public-no-print">
          <Stack gap={4}>
            <Text size="sm">{t("public.registration.text")}</Text>
            {general.registration.deadline ? (
              <Text size="sm">
                {t("public.registration.deadline", { date: formatDate(general.registration.deadline, lang) })}
              </Text>
            ) : null}
            {general.registration.maxTeams ? (
              <Text size="sm">{t("public.registration.maxTeams", { number: general.registration.maxTeams })}</Text>
            ) : null}
            {general.registration.feeNote ? <Text size="sm">{general.registration.feeNote}</Text> : null}
          </Stack>
        </Alert>
      ) : null}
      {organiser.club ? <Text size="sm">{t("public.header.organisedBy", { club: organiser.club })}</Text> : null}
    </Stack>
  );
}

/** The tournament's logo beside its name; decorative (the name follows), hidden if it cannot be loaded. */
function Logo({ fileId }: { fileId: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === fileId) return null;
  return (
    <Image
      src={fileUrl(fileId)}
      alt=""
      w={64}
      h={64}
      fit="contain"
      style={{ flex: "none" }}
      onError={() => setFailed(fileId)}
    />
  );
}

function Contact({ tournament }: { tournament: PublicTournament }) {
  const { t } = useTranslation();
  const own = tournament.general.contact;
  const org = tournament.organiser;
  const name = own?.name ?? org.contactPerson;
  const email = own?.email ?? org.email;
  const phone = own?.phone ?? org.phone;
  // Only web links: anything else (javascript:, data:) is not a link we open.
  const website = org.website && /^https?:\/\//i.test(org.website) ? org.website : null;
  if (!name && !email && !phone && !website) return null;
  return (
    <section aria-label={t("public.header.contact")}>
      <Text fw={600} size="sm">
        {t("public.header.contact")}
      </Text>
      <List size="sm" listStyleType="none" spacing={2}>
        {name ? <List.Item>{name}</List.Item> : null}
        {email ? (
          <List.Item>
            <Anchor href={`mailto:${email}`}>{email}</Anchor>
          </List.Item>
        ) : null}
        {phone ? (
          <List.Item>
            <Anchor href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</Anchor>
          </List.Item>
        ) : null}
        {website ? (
          <List.Item>
            <Anchor href={website} target="_blank" rel="noopener noreferrer">
              {website}
            </Anchor>
          </List.Item>
        ) : null}
      </List>
    </section>
  );
}
