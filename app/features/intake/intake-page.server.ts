import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { db } from "../../../db/client.ts";
import type { Conversation, IntakeSession } from "../../../db/tables.ts";
import { errorCatalog, statusOfCode } from "~/lib/errors.ts";
import { hitRateLimit, rateLimits } from "~/lib/rate-limit.server.ts";
import {
  type StoreRefusalCode,
  storeAttachmentFile,
  storeChecklistFile,
  maxUploadBytes,
  uploadMessages,
} from "~/features/files/intake-files.server.ts";
import { messageFileOf } from "~/features/files/message-files.server.ts";
import { removeChecklistDocument } from "~/features/files/remove-checklist-document.server.ts";
import { offerCasePdf } from "~/features/case-pdf/offer-case-pdf.server.ts";
import { shareCaseFile } from "~/features/case-pdf/share-case-file.server.ts";
import { requestIntakeDeletion } from "~/features/retention/deletion-request.server.ts";
import type { Toast } from "~/lib/toast.ts";
import { checklistCompletion } from "~/features/matters/document-checklist.ts";
import { getMatterForConversation, skipChecklist, viewMatter } from "~/features/matters/matters.server.ts";
import type { DocumentChecklist } from "~/features/matters/schemas.ts";
import type { PublicOrganization } from "~/features/organizations/schemas.ts";
import { type BillingTranslator, usageRefusal } from "~/features/usage/limit-refusal.ts";
import { consumeUsage, getUsageQuota, refundUsage, resolveUsageSubject } from "~/features/usage/usage.server.ts";
import { confirmCheckoutReturn } from "~/features/payments/stripe-webhook.server.ts";
import { runTurn } from "./agent/run-turn.server.ts";
import type { Block } from "./agent/blocks.ts";
import { DEFAULT_PHONE_COUNTRY, internationalPhone } from "~/lib/phone.ts";
import { type ContactFormConfig, normalizeContactFormConfig } from "./contact-form.ts";
import { contactFormSchema } from "./contact-form-schema.ts";
import { acknowledgeDisclaimer, saveContact } from "./conversations.server.ts";
import { ensureConversation, getConversationForSession } from "~/features/conversations/conversations.server.ts";
import { getIntakeSession, getIntakeVisitor } from "~/features/conversations/intake-sessions.server.ts";
import { createIntakeSession } from "./create-intake-session.server.ts";
import { intakeCookie } from "~/lib/intake-cookie.server.ts";
import type { MessageFile } from "~/features/conversations/conversation-message.ts";
import { listChatMessages } from "./chat-history.server.ts";
import { prepareTurn } from "./prepare-turn.server.ts";
import { maxMessageLength } from "./schemas.ts";
import type { IntakeCredentials } from "~/lib/intake-cookie.server.ts";
import { messagesOf } from "~/features/conversations/messages.server.ts";

/**
 * The intake page's data and its form actions (the path without JavaScript; with JavaScript the
 * same forms are submitted by fetch). Every action ends in post/redirect/get, or re-renders the
 * page with the visitor's input and a message.
 */
const chatWindow = 20;

/** The chat part of the page at `pageUrl` (`?before=` pages back through older messages). */
export async function loadIntakeChat(
  credentials: IntakeCredentials,
  pageUrl: URL,
  organization: PublicOrganization,
  viewer: { userId: string | null },
) {
  const url = pageUrl;
  const current = await getIntakeVisitor(credentials, organization.id);
  const conversation = current?.conversation;
  if (!current || !conversation) {
    return { acknowledged: false, messages: [], olderHref: null, matter: null, contactSubmitted: false, quota: null };
  }
  const before = url.searchParams.get("before") ?? undefined;
  const scope = { organizationId: organization.id, conversationId: conversation.id };
  const [{ messages, hasOlder }, matter, quota] = await Promise.all([
    listChatMessages(db, scope, { limit: chatWindow, beforeId: before }),
    getMatterForConversation(db, scope),
    resolveUsageSubject({ userId: viewer.userId, sessionId: current.session.id }).then((subject) =>
      getUsageQuota(subject),
    ),
  ]);
  let olderHref: string | null = null;
  if (hasOlder && messages[0]) {
    const older = new URLSearchParams(url.search);
    older.set("before", messages[0].id);
    olderHref = `?${older.toString()}`;
  }
  return {
    acknowledged: conversation.disclaimer_acknowledged_at !== null,
    messages,
    olderHref,
    matter: matter ? viewMatter(matter) : null,
    contactSubmitted: conversation.contact_submitted_at !== null,
    quota,
  };
}

/**
 * Back from Stripe Checkout (`?payment=success&session_id=...`): confirms the payment with Stripe
 * (the webhook may not have arrived yet) for this visitor's own conversation, then redirects to the
 * page's clean address, with 'Payment received' when the matter is paid.
 */
export async function returnFromCheckout(
  { credentials, pageUrl }: Pick<IntakePost, "credentials" | "pageUrl">,
  organization: PublicOrganization,
  checkoutSessionId: string,
  t: FilesTranslator = englishFiles,
): Promise<IntakeAnswer> {
  const url = new URL(pageUrl);
  const current = await getIntakeSession(credentials, organization.id);
  const conversation = current ? await getConversationForSession(db, current.session) : null;
  const confirmed = conversation
    ? await confirmCheckoutReturn(organization.id, checkoutSessionId, { conversationId: conversation.id })
    : { paid: false };
  url.searchParams.delete("payment");
  url.searchParams.delete("session_id");
  const clean = `${url.pathname}${url.search}`;
  if (!confirmed.paid) return back(clean);
  return back(clean, {
    type: "success",
    title: t("toasts.paymentReceived"),
    description: t("toasts.paymentReceivedDescription"),
  });
}

/**
 * What an intake form action answers (ADR 0076: the feature speaks values, the route speaks HTTP):
 * the page again with a refusal and its status, or back to the page (post/redirect/get), with a
 * flash toast and a cookie to set. The route turns it into the response.
 */
export type IntakeAnswer =
  | { kind: "refused"; result: IntakeActionResult; status: number; retryAfterSeconds?: number }
  | { kind: "back"; url: string; toast?: Toast; setCookie?: string };

function refuse(result: IntakeActionResult, status: number, retryAfterSeconds?: number): IntakeAnswer {
  return { kind: "refused", result, status, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) };
}

function back(url: string, toast?: Toast, setCookie?: string): IntakeAnswer {
  return { kind: "back", url, ...(toast ? { toast } : {}), ...(setCookie ? { setCookie } : {}) };
}

export type IntakeActionResult =
  | { intent: "send"; error: string; text: string }
  | { intent: "contact"; result: SubmissionResult<string[]> }
  | { intent: "checklist-upload"; uploadError: { documentId: string; message: string } }
  | { intent: "acknowledge" | "checklist" | "share-matter"; error: string };

/**
 * A post to the intake page, read by the route: the form, the visitor's credentials, the page's
 * address (where every post returns to) and the signal that ends with the request.
 */
export type IntakePost = {
  form: FormData;
  credentials: IntakeCredentials;
  pageUrl: URL;
  signal: AbortSignal;
};

/** The largest post the page reads: one upload and the form's own fields. */
export const maxIntakePostBytes = maxUploadBytes + 64 * 1024;

/** The answer to a post over maxIntakePostBytes (the route checks Content-Length before reading the form). */
export function refuseOversizedPost(t: FilesTranslator = englishFiles): IntakeAnswer {
  const tooLarge = { code: "FILE_TOO_LARGE", message: uploadMessages.tooLarge } as const;
  return refuse({ intent: "checklist", error: refusalText(t, tooLarge) }, statusOfCode(tooLarge.code));
}

/** Back to the page after a post, scrolled to the newest message (works without JavaScript). */
function pageUrl(post: IntakePost): string {
  const url = new URL(post.pageUrl);
  url.searchParams.delete("before");
  url.searchParams.delete("index");
  return `${url.pathname}${url.search}#latest`;
}

type Visitor = { session: IntakeSession; conversation: Conversation };

async function requireVisitor(post: IntakePost, organization: PublicOrganization): Promise<Visitor | null> {
  const current = await getIntakeSession(post.credentials, organization.id);
  if (!current) return null;
  return { session: current.session, conversation: await ensureConversation(db, current.session) };
}

/** Translations of the files namespace, for the texts these actions write (toasts, attachment line). */
export type FilesTranslator = (key: string, options?: Record<string, unknown>) => string;

const englishFiles: FilesTranslator = (key, options) =>
  ({
    "composer.attachedPrefix": "Attached:",
    "toasts.documentUploaded": "Document Uploaded",
    "toasts.documentRemoved": "Document Removed",
    "toasts.checklistComplete": "Checklist Complete",
    "toasts.checklistSkipped": "Checklist Skipped",
    "toasts.contactInformation": "Contact Information",
    "toasts.contactInformationSent": "Your contact details were sent to the firm.",
    "toasts.paymentReceived": "Payment received",
    "toasts.newSearch": "New Search",
    "toasts.newSearchDescription": "The lawyers found are shown in the conversation.",
    "toasts.paymentReceivedDescription": "Thank you. Your consultation fee is paid.",
    "share.sentTitle": "Case file sent",
    "share.noEmail": "Share your contact details first, so we know where to send the case file.",
    "share.noMatter": "There is no case file yet.",
    "intakeRefusals.emptyMessage": "Please type a message first.",
    "intakeRefusals.messageTooLong": "Message is too long",
    "intakeRefusals.noChecklist": "There is no document checklist yet.",
    "intakeRefusals.unknownDocument": "Unknown document",
    "intakeRefusals.documentsMissing": "Some required documents are still missing.",
    "intakeRefusals.unknownAction": "Unknown action",
    [errorCatalog.SESSION_INVALID.messageKey]: "Your session has ended. Please reload the page.",
    "intakeRefusals.tooManySessions": `Too many new sessions. Please try again in ${String(options?.seconds ?? "")} seconds.`,
    failedToUpload: `Failed to upload ${String(options?.file ?? "")}: ${String(options?.reason ?? "")}`,
    "share.sentTo": `A link to your case file is on its way to ${String(options?.email ?? "")}.`,
    "share.rateLimited": `You have asked for several copies already. Please try again in ${String(options?.seconds ?? "")} seconds.`,
  })[key] ?? (typeof options?.defaultValue === "string" ? options.defaultValue : key);

/** A refused file's reason in the page's language (the spec's English text when untranslated). */
function refusalText(t: FilesTranslator, refusal: { code: StoreRefusalCode; message: string }): string {
  return t(errorCatalog[refusal.code].messageKey, {
    size: `${maxUploadBytes / (1024 * 1024)}MB`,
    defaultValue: refusal.message,
  });
}

/** Who acts on the intake page: the signed-in user, if any (counted by plan), and the billing texts' translator. */
export type IntakeActor = { userId: string | null; t: BillingTranslator };

/** One post to the page, with who sends it and the language its texts are written in. */
type PagePost = {
  post: IntakePost;
  organization: PublicOrganization;
  actor: IntakeActor;
  t: FilesTranslator;
  pageLanguage: string | null;
};
type VisitorScope = Visitor & { scope: { organizationId: string; conversationId: string } };
type ChecklistMatter = { id: string; checklist: DocumentChecklist };

/**
 * The intake page's form actions, one use case per intent. Reading the notice and sending a
 * message open the visitor's session themselves; every other intent needs the visitor's session
 * (else 403 'session ended'), and the checklist's intents the matter's checklist (else 409).
 */
export async function handleIntakeAction(
  post: IntakePost,
  organization: PublicOrganization,
  clientKey: string,
  actor: IntakeActor,
  t: FilesTranslator = englishFiles,
  pageLanguage: string | null = null,
): Promise<IntakeAnswer> {
  const page: PagePost = { post, organization, actor, t, pageLanguage };
  const intent = String(post.form.get("intent") ?? "");
  if (intent === "acknowledge") return acknowledgeNotice(page, clientKey);
  if (intent === "send") return sendMessage(page);

  const visitor = await requireVisitor(post, organization);
  if (!visitor) return refuse({ intent: "checklist", error: t(errorCatalog.SESSION_INVALID.messageKey) }, 403);
  const scoped: VisitorScope = {
    ...visitor,
    scope: { organizationId: organization.id, conversationId: visitor.conversation.id },
  };
  const visitorAction = visitorActions[intent];
  if (visitorAction) return visitorAction(page, scoped);

  const matter = await getMatterForConversation(db, scoped.scope);
  const checklist = (matter?.checklist as DocumentChecklist | null) ?? null;
  if (!matter || !checklist) return refuse({ intent: "checklist", error: t("intakeRefusals.noChecklist") }, 409);
  const checklistAction = checklistActions[intent];
  if (checklistAction) return checklistAction(page, scoped, { id: matter.id, checklist });
  return refuse({ intent: "checklist", error: t("intakeRefusals.unknownAction") }, 400);
}

const visitorActions: Record<string, (page: PagePost, visitor: VisitorScope) => Promise<IntakeAnswer>> = {
  contact: submitContactDetails,
  "request-deletion": requestDeletion,
  "share-matter": shareMatter,
};

const checklistActions: Record<
  string,
  (page: PagePost, visitor: VisitorScope, matter: ChecklistMatter) => Promise<IntakeAnswer>
> = {
  "checklist-upload": uploadChecklistDocument,
  "checklist-remove": removeChecklistUpload,
  "checklist-skip": skipChecklistAndContinue,
  "checklist-complete": completeChecklistAndContinue,
};

/** 'I understand': opens the visitor's session when there is none (rate-limited per client), and records the notice as read. */
async function acknowledgeNotice({ post, organization, t }: PagePost, clientKey: string): Promise<IntakeAnswer> {
  let current = await getIntakeSession(post.credentials, organization.id);
  let setCookie: string | undefined;
  if (!current) {
    const limit = await hitRateLimit(`session:${clientKey}`, rateLimits.sessionCreate);
    if (!limit.allowed) {
      return refuse(
        { intent: "acknowledge", error: t("intakeRefusals.tooManySessions", { seconds: limit.retryAfterSeconds }) },
        429,
      );
    }
    current = await createIntakeSession(organization.id);
    setCookie = await intakeCookie(organization.id).serialize(current.token);
  }
  const conversation = await ensureConversation(db, current.session);
  await acknowledgeDisclaimer(db, conversation);
  return back(pageUrl(post), undefined, setCookie);
}

/** The composer without JavaScript: the message and its attachments (each counted and stored), then the turn. */
async function sendMessage(page: PagePost): Promise<IntakeAnswer> {
  const { post, organization, actor, t } = page;
  const text = String(post.form.get("message") ?? "").trim();
  // The composer's file input (the path without JavaScript): an empty input sends a nameless, empty part.
  const files = post.form
    .getAll("attachments")
    .filter((value): value is File => value instanceof File && value.name !== "");
  if (text === "" && files.length === 0)
    return refuse({ intent: "send", error: t("intakeRefusals.emptyMessage"), text }, 400);
  if (text.length > maxMessageLength)
    return refuse({ intent: "send", error: t("intakeRefusals.messageTooLong"), text }, 400);
  if (files.length === 0) return runTurnAndReturn(page, text, "visitor");
  const visitor = await requireVisitor(post, organization);
  if (!visitor) return refuse({ intent: "send", error: t(errorCatalog.SESSION_INVALID.messageKey), text }, 403);
  const attached: MessageFile[] = [];
  const subject = await resolveUsageSubject({ userId: actor.userId, sessionId: visitor.session.id });
  for (const file of files) {
    const usage = await consumeUsage(db, subject, "files");
    if (!usage.allowed) {
      const refusal = usageRefusal(usage, actor.t);
      return refuse(
        { intent: "send", error: t("failedToUpload", { file: file.name, reason: refusal.message }), text },
        refusal.status,
      );
    }
    const stored = await storeAttachmentFile(
      db,
      { organizationId: organization.id, conversationId: visitor.conversation.id, intakeSessionId: visitor.session.id },
      file,
    );
    if (!stored.ok) {
      await refundUsage(db, subject, "files");
      return refuse(
        { intent: "send", error: t("failedToUpload", { file: file.name, reason: refusalText(t, stored) }), text },
        statusOfCode(stored.code),
      );
    }
    attached.push(messageFileOf(stored.file));
  }
  return runTurnAndReturn(page, text, text === "" ? "page" : "visitor", undefined, attached);
}

/** The contact form (checked with the form the assistant showed), then a turn that says so. */
async function submitContactDetails(page: PagePost, { conversation, scope }: VisitorScope): Promise<IntakeAnswer> {
  const { t } = page;
  const config = await latestContactFormConfig(scope);
  const submission = parseWithZod(page.post.form, { schema: contactFormSchema(config) });
  if (submission.status !== "success") return refuse({ intent: "contact", result: submission.reply() }, 400);
  const { phoneCountry, ...fields } = submission.value;
  const contact = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => typeof value === "string" && value !== ""),
  );
  // Stored the way the firm dials it: "+1 (704) 555-0134" (the spec's default country code), "+44 20 7946 0958".
  if (contact.phone) contact.phone = internationalPhone(phoneCountry ?? DEFAULT_PHONE_COUNTRY, contact.phone);
  await saveContact(db, conversation, contact);
  return runTurnAndReturn(page, "I've shared my contact details.", "page", {
    type: "success",
    title: t("toasts.contactInformation"),
    description: t("toasts.contactInformationSent"),
  });
}

async function requestDeletion({ post }: PagePost, { scope }: VisitorScope): Promise<IntakeAnswer> {
  await requestIntakeDeletion(db, scope);
  return back(pageUrl(post));
}

/** The case file's link sent to the visitor's own e-mail (rate-limited). */
async function shareMatter({ post, t }: PagePost, { scope }: VisitorScope): Promise<IntakeAnswer> {
  const shared = await shareCaseFile(scope);
  if (shared.ok)
    return back(pageUrl(post), {
      type: "success",
      title: t("share.sentTitle"),
      description: t("share.sentTo", { email: shared.maskedEmail }),
    });
  if (shared.reason === "rate-limited") {
    return refuse(
      { intent: "share-matter", error: t("share.rateLimited", { seconds: shared.retryAfterSeconds }) },
      429,
      shared.retryAfterSeconds,
    );
  }
  return refuse(
    { intent: "share-matter", error: shared.reason === "no-email" ? t("share.noEmail") : t("share.noMatter") },
    409,
  );
}

/** One document of the checklist uploaded (counted against the files quota). */
async function uploadChecklistDocument(
  { post, actor, t }: PagePost,
  { session, scope }: VisitorScope,
  { checklist }: ChecklistMatter,
): Promise<IntakeAnswer> {
  const documentId = String(post.form.get("documentId") ?? "");
  const file = post.form.get("file");
  const refuseUpload = (message: string, status: number) =>
    refuse({ intent: "checklist-upload", uploadError: { documentId, message } }, status);
  if (!checklist.documents.some((document) => document.id === documentId))
    return refuseUpload(t("intakeRefusals.unknownDocument"), 400);
  if (!(file instanceof File) || file.size === 0)
    return refuseUpload(refusalText(t, { code: "FILE_MISSING", message: uploadMessages.missing }), 400);
  const subject = await resolveUsageSubject({ userId: actor.userId, sessionId: session.id });
  const usage = await consumeUsage(db, subject, "files");
  if (!usage.allowed) {
    const refusal = usageRefusal(usage, actor.t);
    return refuseUpload(refusal.message, refusal.status);
  }
  const source = post.form.get("source") === "matter-panel" ? "matter-panel" : "checklist";
  const stored = await storeChecklistFile(db, { ...scope, intakeSessionId: session.id }, file, documentId, source);
  if (!stored.ok) {
    await refundUsage(db, subject, "files");
    return refuseUpload(refusalText(t, stored), statusOfCode(stored.code));
  }
  return back(pageUrl(post), { type: "success", title: t("toasts.documentUploaded"), description: stored.file.name });
}

async function removeChecklistUpload(
  { post, t }: PagePost,
  { session, scope }: VisitorScope,
  matter: ChecklistMatter,
): Promise<IntakeAnswer> {
  const documentId = String(post.form.get("documentId") ?? "");
  const { removed } = await removeChecklistDocument({ ...scope, intakeSessionId: session.id }, matter, documentId);
  if (!removed) return back(pageUrl(post));
  return back(pageUrl(post), { type: "info", title: t("toasts.documentRemoved") });
}

/** 'Skip for now': the checklist set aside, a turn that says so, and the case PDF offered. */
async function skipChecklistAndContinue(
  page: PagePost,
  { scope }: VisitorScope,
  matter: ChecklistMatter,
): Promise<IntakeAnswer> {
  await skipChecklist(db, scope, matter.id);
  return leaveChecklist(page, { ...scope, matterId: matter.id }, "I'll skip the documents for now.", {
    type: "info",
    title: page.t("toasts.checklistSkipped"),
  });
}

/** 'Done': only when every required document is in; a turn that says so, and the case PDF offered. */
async function completeChecklistAndContinue(
  page: PagePost,
  { scope }: VisitorScope,
  matter: ChecklistMatter,
): Promise<IntakeAnswer> {
  if (!checklistCompletion(matter.checklist).complete)
    return refuse({ intent: "checklist", error: page.t("intakeRefusals.documentsMissing") }, 409);
  return leaveChecklist(page, { ...scope, matterId: matter.id }, "I've uploaded the documents.", {
    type: "success",
    title: page.t("toasts.checklistComplete"),
  });
}

/** Leaving the checklist: a turn in which the page speaks for the visitor, then (once it ran) the case PDF offered. */
async function leaveChecklist(
  page: PagePost,
  matterScope: { organizationId: string; conversationId: string; matterId: string },
  text: string,
  toast: Toast,
): Promise<IntakeAnswer> {
  const answered = await runTurnAndReturn(page, text, "page", toast);
  if (answered.kind === "back") await offerCasePdf(matterScope);
  return answered;
}

/**
 * Runs one turn to completion on the server (no streaming), then redirects back to the page.
 * `words`: the visitor's own text, or the page speaking for them (which says nothing of their language).
 */
async function runTurnAndReturn(
  { post, organization, actor, t, pageLanguage }: PagePost,
  text: string,
  words: "visitor" | "page",
  toast?: Toast,
  files: MessageFile[] = [],
): Promise<IntakeAnswer> {
  const prepared = await prepareTurn(post.credentials, { organizationId: organization.id }, actor);
  if (!prepared.ok) return refuse({ intent: "send", error: prepared.refusal.error, text }, prepared.refusal.status);
  const { turn } = prepared;
  const outcome = await runTurn({
    organization: turn.organization,
    conversation: turn.conversation,
    // What the model reads was asked for in the round trip of the checks (ADR 0098).
    context: turn.context,
    userText: text,
    files,
    signal: post.signal,
    emit: () => {},
    pageLanguage,
    languageFromText: words === "visitor",
  });
  if (!outcome.producedOutput) await refundUsage(db, turn.subject, "messages");
  await turn.sessionSeen;
  // A lawyer search shown by this turn is announced (spec §4 'New Search').
  const searched = outcome.assistantMessage?.blocks.some((block) => block.type === "lawyerSearchResults") ?? false;
  const announced =
    toast ??
    (searched
      ? { type: "info" as const, title: t("toasts.newSearch"), description: t("toasts.newSearchDescription") }
      : undefined);
  return announced ? back(pageUrl(post), announced) : back(pageUrl(post));
}

async function latestContactFormConfig(scope: {
  organizationId: string;
  conversationId: string;
}): Promise<ContactFormConfig> {
  const rows = await messagesOf(db, scope)
    .select("blocks")
    .where(({ fn, val }) => fn("jsonb_path_exists", ["blocks", val('$[*] ? (@.type == "contactForm")')]), "=", true)
    .orderBy("seq", "desc")
    .limit(1)
    .execute();
  const block = (rows[0]?.blocks as Block[] | undefined)?.find((candidate) => candidate.type === "contactForm");
  return normalizeContactFormConfig(block?.type === "contactForm" ? block.data : null);
}
