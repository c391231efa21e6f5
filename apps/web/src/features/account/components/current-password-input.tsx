import { PasswordInput } from "@mantine/core";

/** The account's current password, which changing the e-mail or password and deleting the account ask for. */
export function CurrentPasswordInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <PasswordInput
      label={label}
      autoComplete="current-password"
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}
