import type { ClubContactSchema } from "@kickoff/domain/account-contracts.ts";
import { SavedContactSchema } from "@kickoff/domain/account-views.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { getContactQueryOptions } from "../../../lib/api/get-contact.ts";
import { apiRequestParsed } from "../../../lib/api-client.ts";

/** POST /api/v1/user/kontakt — contact person, phone, e-mail, website, each with a show-publicly flag. */
export const saveContact = (body: z.input<typeof ClubContactSchema>) =>
  apiRequestParsed("/api/v1/user/kontakt", SavedContactSchema, { method: "POST", body, silent: true });

export const useSaveContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    onSuccess: (saved) => queryClient.setQueryData(getContactQueryOptions().queryKey, saved),
  });
};
