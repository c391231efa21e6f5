import {
  type CardCounts,
  FIFA_FAIR_PLAY_SCALE,
  type TieBreakCriterion,
  TieBreakCriterionSchema,
} from "@kickoff/domain/contracts.ts";
import { ActionIcon, Group, NumberInput, Radio, Select, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { draftTieBreakOrder } from "../lib/wizard-payloads.ts";
import { num, type StepProps, useFieldError } from "./wizard-step-props.ts";

const SCALE_KINDS = ["yellow", "secondYellow", "red", "yellowRed"] as const satisfies ReadonlyArray<keyof CardCounts>;
const ORDER_ERROR_ID = "tie-break-order-error";

/**
 * The format step's tie-break part (issue 18): a preset or the organiser's own order (up, down, remove, add —
 * fair play and shoot-out included), how head-to-head ranks three or more level teams, card records (choosing
 * fair play turns them on, since it counts them) and the fair-play scale.
 */
export function OfficialsSettings({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const err = useFieldError(errors);
  const f = draft.format;
  const order = draftTieBreakOrder(f);
  const recording = f.discipline?.enabled ?? false;
  const fairPlay = order.includes("fairPlay");
  const missing = TieBreakCriterionSchema.options.filter((c) => !order.includes(c));
  const criterion = (c: TieBreakCriterion) => t(`engine.reason.${c}`);

  /** Any change of the list makes it the organiser's own order; fair play switches card records on. */
  const setOrder = (next: TieBreakCriterion[]) =>
    update((d) => {
      d.format.tieBreak = "custom";
      d.format.tieBreakOrder = next;
      if (next.includes("fairPlay"))
        d.format.discipline = { enabled: true, public: d.format.discipline?.public ?? false };
    });
  const move = (index: number, delta: -1 | 1) => {
    const next = [...order];
    const other = index + delta;
    [next[index], next[other]] = [next[other] as TieBreakCriterion, next[index] as TieBreakCriterion];
    setOrder(next);
  };
  const orderError = err("tieBreakOrder");

  return (
    <Stack gap="sm">
      <Select
        label={t("organiser.format.tieBreak")}
        value={f.tieBreak}
        allowDeselect={false}
        onChange={(v) =>
          v &&
          update((d) => {
            if (v === "custom") {
              d.format.tieBreakOrder = d.format.tieBreakOrder ?? draftTieBreakOrder(d.format);
              d.format.tieBreak = "custom";
            } else d.format.tieBreak = v === "uefa" ? "uefa" : "dfb";
          })
        }
        data={[
          { value: "dfb", label: t("organiser.format.tieBreaks.dfb") },
          { value: "uefa", label: t("organiser.format.tieBreaks.uefa") },
          { value: "custom", label: t("officials.settings.ownOrder") },
        ]}
      />
      <div>
        <Text size="sm" fw={500} id="tie-break-order-title">
          {t("officials.settings.orderTitle")}
        </Text>
        <ol
          aria-labelledby="tie-break-order-title"
          aria-describedby={orderError ? ORDER_ERROR_ID : undefined}
          style={{ paddingLeft: 0, listStyle: "none", margin: 0 }}
          data-testid="tie-break-order"
        >
          {order.map((c, i) => (
            <li key={c} data-criterion={c}>
              <Group justify="space-between" wrap="nowrap" gap={4} py={2}>
                <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
                  {i + 1}. {criterion(c)}
                </Text>
                <ActionIcon
                  size={TAP_TARGET}
                  variant="light"
                  disabled={i === 0}
                  aria-label={t("officials.settings.up", { rule: criterion(c) })}
                  onClick={() => move(i, -1)}
                >
                  <span aria-hidden>↑</span>
                </ActionIcon>
                <ActionIcon
                  size={TAP_TARGET}
                  variant="light"
                  disabled={i === order.length - 1}
                  aria-label={t("officials.settings.down", { rule: criterion(c) })}
                  onClick={() => move(i, 1)}
                >
                  <span aria-hidden>↓</span>
                </ActionIcon>
                <ActionIcon
                  size={TAP_TARGET}
                  variant="subtle"
                  color="red"
                  disabled={order.length === 1}
                  aria-label={t("officials.settings.remove", { rule: criterion(c) })}
                  onClick={() => setOrder(order.filter((x) => x !== c))}
                >
                  <span aria-hidden>✕</span>
                </ActionIcon>
              </Group>
            </li>
          ))}
        </ol>
        {orderError ? (
          <Text size="sm" c="red" id={ORDER_ERROR_ID} role="alert">
            {orderError}
          </Text>
        ) : null}
      </div>
      {missing.length ? (
        <Select
          label={t("officials.settings.addRule")}
          placeholder={t("officials.settings.addRulePlaceholder")}
          value={null}
          onChange={(v) => {
            const added = TieBreakCriterionSchema.safeParse(v);
            if (added.success) setOrder([...order, added.data]);
          }}
          data={missing.map((c) => ({ value: c, label: criterion(c) }))}
        />
      ) : null}
      {fairPlay ? (
        <Text size="sm" c="dimmed">
          {t("officials.settings.fairPlayNeedsCards")}
        </Text>
      ) : null}
      {order.includes("headToHead") ? (
        <Radio.Group
          label={t("officials.settings.headToHead")}
          description={t("officials.settings.headToHeadHint")}
          value={f.headToHead ?? "reapply"}
          onChange={(v) =>
            update((d) => {
              d.format.headToHead = v === "once" ? "once" : "reapply";
            })
          }
          error={err("headToHead")}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="reapply" label={t("officials.settings.headToHeadReapply")} />
            <Radio value="once" label={t("officials.settings.headToHeadOnce")} />
          </Stack>
        </Radio.Group>
      ) : null}
      <Switch
        label={t("officials.settings.recordCards")}
        description={t(fairPlay ? "officials.settings.recordCardsFairPlay" : "officials.settings.recordCardsHint")}
        checked={recording}
        disabled={fairPlay && recording}
        onChange={(e) => {
          const checked = e.currentTarget.checked;
          update((d) => {
            d.format.discipline = { enabled: checked, public: checked && (d.format.discipline?.public ?? false) };
          });
        }}
        error={err("discipline")}
        size="md"
      />
      <Switch
        label={t("officials.settings.publicCards")}
        description={t("officials.settings.publicCardsHint")}
        checked={recording && (f.discipline?.public ?? false)}
        disabled={!recording}
        onChange={(e) => {
          const checked = e.currentTarget.checked;
          update((d) => {
            d.format.discipline = { enabled: d.format.discipline?.enabled ?? false, public: checked };
          });
        }}
        size="md"
      />
      {fairPlay ? <FairPlayScaleField draft={draft} update={update} errors={errors} /> : null}
    </Stack>
  );
}

/** FIFA's scale (the default) or the organiser's own points per card category (0–20 each). */
function FairPlayScaleField({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const err = useFieldError(errors);
  const own = draft.format.fairPlayScale;
  const setScale = (kind: keyof CardCounts, value: number) =>
    update((d) => {
      d.format.fairPlayScale = { ...(d.format.fairPlayScale ?? FIFA_FAIR_PLAY_SCALE), [kind]: value };
    });
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t("officials.settings.scale")}
        value={own ? "own" : "fifa"}
        onChange={(v) =>
          update((d) => {
            if (v === "own") d.format.fairPlayScale = { ...(d.format.fairPlayScale ?? FIFA_FAIR_PLAY_SCALE) };
            else delete d.format.fairPlayScale;
          })
        }
      >
        <Stack gap="xs" mt={6}>
          <Radio
            value="fifa"
            label={t("officials.settings.scaleFifa")}
            description={t("officials.settings.scaleFifaValues", {
              yellow: FIFA_FAIR_PLAY_SCALE.yellow,
              secondYellow: FIFA_FAIR_PLAY_SCALE.secondYellow,
              red: FIFA_FAIR_PLAY_SCALE.red,
              yellowRed: FIFA_FAIR_PLAY_SCALE.yellowRed,
            })}
          />
          <Radio value="own" label={t("officials.settings.scaleOwn")} />
        </Stack>
      </Radio.Group>
      {own ? (
        <SimpleGrid cols={2} spacing="xs">
          {SCALE_KINDS.map((kind) => (
            <NumberInput
              key={kind}
              label={t(`officials.settings.scaleKinds.${kind}`)}
              value={own[kind]}
              min={0}
              max={20}
              allowDecimal={false}
              allowNegative={false}
              onChange={(v) => setScale(kind, num(v, 0))}
              error={err(`fairPlayScale.${kind}`)}
              size="md"
            />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
