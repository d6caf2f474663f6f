import { createHash } from "node:crypto";
import { resources } from "~/lib/i18n-resources.server.ts";

/**
 * The notice a visitor accepts before the chat (chat:notice), as the firm's record keeps it: in
 * English, with the firm's name, and a version that is the hash of its English wording, so any
 * change to the wording is a new version without anyone remembering to bump a number.
 */
type NoticeStrings = { title: string; ai: string; noRelationship: string; useOfInformation: string; accept: string };

function noticeStrings(): NoticeStrings {
  const chat = resources.en?.chat as { notice?: NoticeStrings } | undefined;
  if (!chat?.notice) throw new Error("The English notice (chat:notice) is missing");
  return chat.notice;
}

export function intakeNoticeVersion(): string {
  const notice = noticeStrings();
  const wording = [notice.title, notice.ai, notice.noRelationship, notice.useOfInformation, notice.accept].join("\n");
  return `notice-${createHash("sha256").update(wording).digest("hex").slice(0, 16)}`;
}

export function intakeNotice(organizationName: string): { version: string; text: string } {
  const notice = noticeStrings();
  const fill = (text: string) => text.replaceAll("{{organization}}", organizationName);
  return {
    version: intakeNoticeVersion(),
    text: [
      notice.title,
      fill(notice.ai),
      fill(notice.noRelationship),
      fill(notice.useOfInformation),
      notice.accept,
    ].join("\n"),
  };
}
