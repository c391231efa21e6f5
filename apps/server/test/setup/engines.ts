/** The PostgreSQL server the integration suite uses (`.ci/run` makes sure it runs; `npm test` falls back to an embedded one). */
export const adminUrl = () => process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

// Every test run names its databases after the process that runs it (`kickoff_r<pid>_template`,
// `kickoff_r<pid>_t_<random>`), so two runs against the same server never drop each other's databases,
// and a crashed run's leftovers are recognised by a process that no longer exists.
export const runPrefix = (pid: number) => `kickoff_r${pid}`;
export const templateDb = (prefix: string) => `${prefix}_template`;

/** The pid a run's database name carries, or null for a name of another scheme. */
export function runPidOf(database: string): number | null {
  const match = /^kickoff_r(\d+)_/.exec(database);
  return match ? Number(match[1]) : null;
}

/** Whether a process with this pid still runs on this machine. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
