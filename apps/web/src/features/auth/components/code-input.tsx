import { Group, Input, Text } from "@mantine/core";
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ONE_TIME_CODE_LENGTH } from "../../../lib/constants.ts";
import { fillDigits, parseVerificationInput } from "../utils/verification-input.ts";

type CodeInputProps = {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** All boxes filled (typed or pasted). */
  onComplete: (code: string) => void;
  /** The link from the mail (or its token) was pasted. */
  onToken: (token: string) => void;
  error?: string | null;
  disabled?: boolean;
};

/**
 * The one-time code as 6 boxes: typing moves on, Backspace moves back, arrows move; pasting the
 * code (or the whole link from the mail) into any box fills it in.
 */
export function CodeInput({ digits, onChange, onComplete, onToken, error, disabled }: CodeInputProps) {
  const { t } = useTranslation();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const errorId = useId();
  const focus = (index: number) => refs.current[Math.max(0, Math.min(ONE_TIME_CODE_LENGTH - 1, index))]?.focus();

  const update = (next: string[], focusIndex: number) => {
    onChange(next);
    const code = next.join("");
    if (code.length === ONE_TIME_CODE_LENGTH) onComplete(code);
    else focus(focusIndex);
  };

  const typed = (index: number, value: string) => {
    const clean = value.replace(/\D/g, "");
    if (!clean) {
      const next = [...digits];
      next[index] = "";
      onChange(next);
      return;
    }
    // A box holds one digit; more than one came from autofill or a fast typist.
    const fresh = clean.length > 1 && digits[index] ? clean.replace(digits[index] ?? "", "") || clean : clean;
    update(fillDigits(digits, index, fresh), index + fresh.length);
  };

  const pasted = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData("text");
    event.preventDefault();
    const input = parseVerificationInput(text);
    if (input.kind === "token") onToken(input.token);
    else if (input.kind === "code") update(input.code.split(""), ONE_TIME_CODE_LENGTH - 1);
    else update(fillDigits(digits, index, text), index + text.replace(/\D/g, "").length);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = "";
      onChange(next);
      focus(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focus(index + 1);
    }
  };

  return (
    <fieldset aria-describedby={error ? errorId : undefined} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={500} size="sm" mb={4} p={0}>
        {t("account.verify.codeLabel")}
      </Text>
      <Group gap={6} wrap="nowrap">
        {Array.from({ length: ONE_TIME_CODE_LENGTH }, (_, index) => (
          <Input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions, never reordered.
            key={index}
            ref={(el: HTMLInputElement | null) => {
              refs.current[index] = el;
            }}
            value={digits[index] ?? ""}
            onChange={(event) => typed(index, event.currentTarget.value)}
            onPaste={(event: ClipboardEvent<HTMLInputElement>) => pasted(index, event)}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => keyDown(index, event)}
            onFocus={(event) => event.currentTarget.select()}
            inputMode="numeric"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={t("account.verify.digit", { n: index + 1, total: ONE_TIME_CODE_LENGTH })}
            aria-invalid={error ? true : undefined}
            error={Boolean(error)}
            disabled={disabled}
            w={44}
            size="lg"
            styles={{ input: { textAlign: "center", paddingInline: 0, fontVariantNumeric: "tabular-nums" } }}
          />
        ))}
      </Group>
      {error ? (
        <Text id={errorId} c="red.9" size="sm" mt={4} role="alert">
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
