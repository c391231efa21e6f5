// Local date-time arithmetic on "YYYY-MM-DDTHH:mm" strings without zones (UTC maths, so no DST jumps).
import type { LocalDateTime } from "./contracts.ts";

/** Adds minutes to a local date-time string and returns the new local date-time string. */
export function addMinutes(at: LocalDateTime, minutes: number): LocalDateTime {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(at);
  if (!m) throw new Error(`invalid local date-time: ${at}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]) + minutes);
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}T${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}
