import { type Report, ReportCreatedSchema } from "@kickoff/domain/report-contracts.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequestParsed } from "../../lib/api-client.ts";

/**
 * POST /api/v1/report — a visitor's report of a tournament, festival, photo or message (no account needed). Errors
 * come back to the dialog (silent), not as a snackbar.
 */
export const sendReport = (body: Report) =>
  apiRequestParsed("/api/v1/report", ReportCreatedSchema, { method: "POST", body, silent: true });

export const useSendReport = () => useMutation({ mutationFn: sendReport });
