/**
 * Blocking and reporting (docs/decisions/0012-safety.md §4): the reasons a report can give, the
 * checks on what a report carries, and the words the moderation callables answer with. Shared by
 * the Report dialog and the reportUser / blockUser functions, so both refuse the same input the
 * same way.
 */
import { isDocumentId } from './ids';

export const REPORT_REASONS = ['spam', 'harassment', 'cheating', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  cheating: 'Cheating',
  other: 'Other',
};

/** The optional words a reporter adds ('Other' or any reason). */
export const REPORT_DETAILS_MAX_LENGTH = 500;

export const MODERATION_ERRORS = {
  invalidUser: 'Invalid user',
  self: 'You cannot block or report yourself',
  userNotFound: 'User not found',
  invalidReason: 'Choose a reason for the report',
  detailsTooLong: `Details must be ${REPORT_DETAILS_MAX_LENGTH} characters or less`,
  chatNotFound: 'The reported chat was not found',
  messageNotFound: 'The reported message was not found',
} as const;

/** What the app sends to reportUser. */
export interface ReportRequest {
  reportedUid: string;
  reason: ReportReason;
  details?: string;
  /** Where it happened, when reported from a chat. */
  chatId?: string;
  /** The message reported (needs chatId). */
  messageId?: string;
}

function isReportReason(value: unknown): value is ReportReason {
  return typeof value === 'string' && (REPORT_REASONS as readonly string[]).includes(value);
}

type ReportValidation = { ok: true; value: ReportRequest } | { ok: false; error: string };

/**
 * The report as it will be stored, or the first thing wrong with it. Details are trimmed
 * and left out when blank; `me` is the reporter (nobody reports themselves).
 */
export function validateReport(data: unknown, me: string): ReportValidation {
  const input = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const { reportedUid, reason, details, chatId, messageId } = input;
  if (!isDocumentId(reportedUid)) return { ok: false, error: MODERATION_ERRORS.invalidUser };
  if (reportedUid === me) return { ok: false, error: MODERATION_ERRORS.self };
  if (!isReportReason(reason)) return { ok: false, error: MODERATION_ERRORS.invalidReason };
  if (details !== undefined && details !== null && typeof details !== 'string') {
    return { ok: false, error: MODERATION_ERRORS.detailsTooLong };
  }
  const text = typeof details === 'string' ? details.trim() : '';
  if (text.length > REPORT_DETAILS_MAX_LENGTH) {
    return { ok: false, error: MODERATION_ERRORS.detailsTooLong };
  }
  if (chatId !== undefined && chatId !== null && !isDocumentId(chatId)) {
    return { ok: false, error: MODERATION_ERRORS.chatNotFound };
  }
  if (messageId !== undefined && messageId !== null && (!isDocumentId(messageId) || !chatId)) {
    return { ok: false, error: MODERATION_ERRORS.messageNotFound };
  }
  return {
    ok: true,
    value: {
      reportedUid,
      reason,
      ...(text ? { details: text } : {}),
      ...(typeof chatId === 'string' ? { chatId } : {}),
      ...(typeof messageId === 'string' ? { messageId } : {}),
    },
  };
}

/**
 * Browse without the requests of people the viewer blocked (their own requests always
 * stay): a block hides a person from the blocker everywhere the product lists people.
 */
export function withoutBlockedRequests<T extends { userId: string }>(
  requests: readonly T[],
  blocked: ReadonlySet<string>,
): T[] {
  return requests.filter((request) => !blocked.has(request.userId));
}

/** 'Watch a Debate' without the debates a person the viewer blocked takes part in. */
export function withoutBlockedDebates<T extends { participants: readonly string[] }>(
  debates: readonly T[],
  blocked: ReadonlySet<string>,
): T[] {
  return debates.filter((debate) => !debate.participants.some((uid) => blocked.has(uid)));
}
