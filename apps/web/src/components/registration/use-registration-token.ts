import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  forgetRegistrationToken,
  hashWithoutRegistration,
  registrationTokenInHash,
  rememberRegistrationToken,
  storedRegistrationToken,
} from "./registration-model.ts";

/**
 * The private registration link's token for this tournament: taken from the address (`#registration=…`, then
 * removed from it so it is not shared by copying the URL) or remembered from an earlier visit on this device.
 */
export function useRegistrationToken(tournamentId: string): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const inHash = registrationTokenInHash(location.hash);
  const [token, setToken] = useState(() => inHash ?? storedRegistrationToken(tournamentId));
  useEffect(() => {
    if (!inHash) return;
    rememberRegistrationToken(tournamentId, inHash);
    setToken(inHash);
    navigate(
      { pathname: location.pathname, search: location.search, hash: hashWithoutRegistration(location.hash) },
      { replace: true, state: location.state },
    );
  }, [inHash, tournamentId, location.pathname, location.search, location.hash, location.state, navigate]);
  const forget = () => {
    forgetRegistrationToken(tournamentId);
    setToken(null);
  };
  return [token, forget];
}
