import { AccountSchema } from "@kickoff/domain/account-views.ts";
import type { AcceptTerms } from "@kickoff/domain/legal-contracts.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequestParsed } from "../api-client.ts";

/** POST /api/v1/user/acceptterms — records the shown (published) versions; answers the updated user. */
export const acceptTerms = (body: AcceptTerms) =>
  apiRequestParsed("/api/v1/user/acceptterms", AccountSchema, { method: "POST", body });

export const useAcceptTerms = () => useMutation({ mutationFn: acceptTerms });
