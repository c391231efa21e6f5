import { Box } from "@mantine/core";
import { useId } from "react";

/** Off-screen and hidden from assistive technology: only a bot that fills every field finds the honeypot. */
const hidden = {
  position: "absolute",
  left: "-10000px",
  top: "auto",
  width: 1,
  height: 1,
  overflow: "hidden",
} as const;

/** The honeypot of a public form (`website` in its body): people never see it, so they leave it empty. */
export function HoneypotField({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  /** A name that invites autofill-happy bots, different per form. */
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `${useId()}-hp`;
  return (
    <Box style={hidden} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={name}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Box>
  );
}
