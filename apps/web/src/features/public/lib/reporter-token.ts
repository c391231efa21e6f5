// A reporter link opens the public page with `#reporter=<token>`. The token is kept in this browser per
// tournament (so a reload or a later visit at the pitch still enters results) and removed from the address,
// so it is not shared by copying the URL or left in the history.
import { reporterToken } from "../../../lib/hash-token.ts";

export const reporterTokenInHash = reporterToken.inHash;
export const hashWithoutReporter = reporterToken.without;
export const rememberReporterToken = reporterToken.remember;
export const storedReporterToken = reporterToken.stored;
export const forgetReporterToken = reporterToken.forget;
