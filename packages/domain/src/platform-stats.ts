import { z } from "zod";

/**
 * `auth/platformstats`: what the home page counts. Only tournaments and festivals the public may list count
 * (visibility public; published, running or finished), and of those only the matches with an entered result.
 */
export const PlatformStatsSchema = z
  .object({
    tournaments: z.number().int().min(0).describe("Public tournaments and festivals, published or later"),
    matchesPlayed: z.number().int().min(0).describe("Matches and festival games of those with an entered result"),
  })
  .meta({ id: "PlatformStats" });
export type PlatformStats = z.infer<typeof PlatformStatsSchema>;
