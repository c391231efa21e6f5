import type { LocalDateTime } from "@kickoff/domain/contracts.ts";
import { localDateTimeAt } from "@kickoff/domain/match-clock.ts";
import { timeZoneOfCountry } from "@kickoff/domain/time-zones.ts";
import { useEffect, useMemo, useState } from "react";

/** The venue's wall-clock time as plans write it ("2030-05-04T09:05"), refreshed at every full minute. */
export function useVenueNow(country: string | null | undefined): LocalDateTime {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wake = () => {
      // Just after the next full minute: kick-offs and ends are whole minutes.
      timer = setTimeout(
        () => {
          setNow(new Date());
          wake();
        },
        60_000 - (Date.now() % 60_000) + 50,
      );
    };
    wake();
    return () => clearTimeout(timer);
  }, []);
  // Once per minute, not per render: finding the zone builds Intl formatters (tens of ms on a slow phone).
  const zone = useMemo(() => timeZoneOfCountry(country), [country]);
  return useMemo(() => localDateTimeAt(now, zone), [now, zone]);
}
