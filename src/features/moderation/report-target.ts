/** Whom a report is about, and where it was made from. */
export interface ReportTarget {
  uid: string;
  /** The name the reporter sees for them. */
  name: string;
  /** The chat it was reported from. */
  chatId?: string;
  /** The message reported (in that chat). */
  message?: { id: string; content: string };
}

/** A person as the Block and Report controls name them. */
export interface Person {
  uid: string;
  name: string;
}
