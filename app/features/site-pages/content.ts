/**
 * The help, terms and privacy pages (spec chat-workspace §2). Published in English only (ADR 0024:
 * legal wording needs legal review per language, so it is not machine-translated); the page chrome
 * is translated. `firm` is the organization whose intake page the visitor came from. Client-safe.
 */
export type PageSection = { heading: string; paragraphs: string[]; list?: string[] };
export type SitePage = { title: string; updated: string; intro: string; sections: PageSection[] };
export type SitePageName = "help" | "terms" | "privacy";

export const sitePagesUpdated = "2026-11-23";

/** A firm's retention periods in days (ADR 0057); without one the privacy page states the defaults. */
export type PageRetention = { conversationDays: number; closedMatterDays: number };

const days = (count: number) => (count === 1 ? "1 day" : `${count} days`);

function retentionParagraph(firm: string, retention: PageRetention | null): string {
  if (!retention) {
    return "A conversation that never becomes a matter is deleted, with its messages and files, after the number of days the firm sets (30 days unless it chose otherwise), counted from the last message. A matter the firm closes without taking you on is deleted, with its files and case file, after the firm's period for closed matters (365 days unless it chose otherwise).";
  }
  return `At ${firm}, a conversation that never becomes a matter is deleted, with its messages and files, ${days(retention.conversationDays)} after the last message. A matter ${firm} closes or declines without taking you on is deleted, with its files and case file, ${days(retention.closedMatterDays)} after it was closed. Deletion runs every night.`;
}

export function sitePage(name: SitePageName, firm: string, retention: PageRetention | null = null): SitePage {
  switch (name) {
    case "help":
      return {
        title: "Help center",
        updated: sitePagesUpdated,
        intro: `How to use the ${firm} intake assistant, what happens to your matter, and where to get help.`,
        sections: [
          {
            heading: "Starting a conversation",
            paragraphs: [
              'Read the short notice and choose "I understand, start the chat". Then describe what happened in your own words: who is involved, when and where it happened, and what you would like to achieve.',
              'The assistant asks follow-up questions for the kind of matter you describe. You can answer "I don\'t know" to any question.',
            ],
          },
          {
            heading: "Your matter",
            paragraphs: [
              "As you talk, the assistant builds a matter summary. Open the Matter tab to see its number, the service it concerns, what information is still missing and which documents would help.",
              "A matter is Ready when the summary is detailed enough, a service is chosen, nothing essential is missing, every required document is uploaded and, if the firm asks for one, the consultation fee is paid.",
            ],
          },
          {
            heading: "Documents and files",
            paragraphs: [
              "You can attach images, videos, audio, PDF, text, CSV, Word and Excel files up to 25 MB each. ZIP archives and programs are not accepted.",
            ],
          },
          {
            heading: "Keyboard shortcuts",
            paragraphs: [
              "Enter sends a message, Shift+Enter starts a new line, Ctrl/Cmd+K focuses the message box and Escape closes menus and dialogs.",
            ],
            list: ["See the full list on the Keyboard shortcuts page."],
          },
          {
            heading: "Something is not working",
            paragraphs: [
              "Reload the page first: your conversation is saved as you go and nothing you typed is lost. If the problem stays, use Report a bug and describe what happened, without confidential details about your matter.",
              `For questions about your legal matter itself, contact ${firm} directly. The assistant is not a lawyer and cannot give legal advice.`,
            ],
          },
        ],
      };
    case "terms":
      return {
        title: "Terms of use",
        updated: sitePagesUpdated,
        intro: `These terms apply when you use the AI intake assistant on behalf of ${firm} ("the firm").`,
        sections: [
          {
            heading: "What the assistant is",
            paragraphs: [
              "The assistant is software that collects information about your legal matter so the firm can review it. It is not a lawyer and not an employee of the firm. What it says is general information, not legal advice, and it can make mistakes.",
            ],
          },
          {
            heading: "No attorney-client relationship",
            paragraphs: [
              "Using the assistant, sharing information or paying a consultation fee does not by itself create an attorney-client relationship. That relationship begins only when the firm agrees in writing to represent you.",
              "Until then, do not rely on the conversation for deadlines. If a court date or a limitation period is close, contact a lawyer directly and at once.",
            ],
          },
          {
            heading: "Your responsibilities",
            paragraphs: [
              "Give information that is true to the best of your knowledge. Do not upload material you have no right to share, and do not use the assistant to plan or commit anything unlawful; such requests are refused.",
            ],
          },
          {
            heading: "Fees and payments",
            paragraphs: [
              "If the firm charges a consultation fee, the amount is shown in US dollars before you pay. Payments are processed by Stripe; the firm receives confirmation of payment but never your full card details. Refunds follow the firm's own policy.",
            ],
          },
          {
            heading: "Usage limits and availability",
            paragraphs: [
              "Plans carry message and upload limits. The service may be interrupted for maintenance; your conversation is saved and can be resumed.",
            ],
          },
          {
            heading: "Liability",
            paragraphs: [
              "The assistant is provided as is. To the extent the law allows, neither the firm nor the operator of this service is liable for decisions you make based on the assistant's answers without advice from a lawyer.",
            ],
          },
        ],
      };
    case "privacy":
      return {
        title: "Privacy policy",
        updated: sitePagesUpdated,
        intro: `How ${firm} and this intake service handle what you share. Your information is treated as confidential.`,
        sections: [
          {
            heading: "What we collect",
            paragraphs: [
              "The messages you write, the files you upload, the contact details you give (name, e-mail, phone, location, the other party), the matter summary built from them, and payment status. We also keep technical records such as session identifiers and a hashed form of your network address for rate limits.",
            ],
          },
          {
            heading: "Why we use it",
            paragraphs: [
              "To prepare your matter for review by the firm, to check for conflicts of interest, to contact you about your matter, to take a consultation fee when the firm requires one, and to keep the service secure.",
            ],
          },
          {
            heading: "Who sees it",
            paragraphs: [
              `Members of ${firm} who review matters. Service providers that process data on the firm's behalf (hosting, e-mail delivery, payment processing by Stripe and, where the firm enables it, an AI model provider) receive only what their task needs. We do not sell your information.`,
            ],
          },
          {
            heading: "How long we keep it",
            paragraphs: [
              retentionParagraph(firm, retention),
              "A matter under a legal hold, or one the firm takes on, is kept as long as the law and the firm's professional obligations require. The firm keeps the names of the parties so it can check future conflicts of interest. After a deletion only a receipt remains: what kind of data and how much was deleted, and when, never its content.",
            ],
          },
          {
            heading: "Your choices",
            paragraphs: [
              `You can ask ${firm} for a copy of your information, for corrections, or for deletion where the law allows. Signed-in users can delete their account from Settings. Our logs record identifiers only, never the content of your messages or documents.`,
            ],
          },
          {
            heading: "Security",
            paragraphs: [
              "Connections are encrypted, sessions are stored as hashes, passwords are hashed with Argon2, and files are stored under random keys and served only to those allowed to see them.",
            ],
          },
        ],
      };
  }
}
