/** A front-end error report, with what the server knows about where it came from. */
export interface AlertReport {
  title: string;
  message: string;
  url?: string;
  stack?: string;
  ip: string;
  userAgent: string;
  at: string;
}

/** Delivers reports to the people on call. Never throws: a failed alert must not fail the caller. */
export interface AlertSender {
  send(report: AlertReport): Promise<void>;
}
