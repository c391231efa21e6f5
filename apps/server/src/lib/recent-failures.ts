// What went wrong lately on this server process, for the operator's health view (issue 20): the last answers
// with a 5xx and the last mails that could not be sent. Bounded and in memory: a restart forgets them (the
// full lines are in the log, findable by request id), and several processes each keep their own.
// Nothing personal is kept: paths without their query string and with link tokens redacted as in the log, no
// addresses of mails.
import { loggableUrl } from "./logger.ts";

/** Most entries of each kind kept. */
export const RECENT_FAILURES_MAX = 50;

export type ServerFailure = {
  at: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  code: string;
};
export type MailFailure = { at: string; subject: string; error: string };

export class RecentFailures {
  private readonly server: ServerFailure[] = [];
  private readonly mail: MailFailure[] = [];
  private mailCount = 0;
  private serverCount = 0;

  recordServer(entry: Omit<ServerFailure, "at" | "path"> & { url: string }, now = new Date()): void {
    this.serverCount++;
    push(this.server, {
      at: now.toISOString(),
      requestId: entry.requestId,
      method: entry.method,
      // The query may carry tokens or addresses, and some paths carry link tokens (verification, waiting-list
      // entries): redacted like the log's URL, the path is still enough to find the line in the log.
      path: loggableUrl(entry.url.split("?")[0] ?? "").slice(0, 200),
      status: entry.status,
      code: entry.code,
    });
  }

  recordMail(subject: string, err: unknown, now = new Date()): void {
    this.mailCount++;
    const error = err instanceof Error ? `${err.name}${"code" in err ? ` ${String(err.code)}` : ""}` : "Error";
    push(this.mail, { at: now.toISOString(), subject: subject.slice(0, 120), error: error.slice(0, 120) });
  }

  /** Newest first, with the totals since the process started. */
  snapshot() {
    return {
      serverErrors: { total: this.serverCount, recent: [...this.server].reverse() },
      mailFailures: { total: this.mailCount, recent: [...this.mail].reverse() },
    };
  }
}

function push<T>(list: T[], entry: T) {
  list.push(entry);
  if (list.length > RECENT_FAILURES_MAX) list.shift();
}
