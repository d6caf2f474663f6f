import type { DocumentChecklist, MatterCanvas, PaymentEmbed } from "~/features/matters/schemas.ts";
import type { LawyerSearchResults } from "~/features/lawyers/schemas.ts";
import type { ContactFormConfig } from "~/features/intake/contact-form.ts";

/**
 * What an assistant message can carry besides its text (spec: chat-workspace §3). Stored on the
 * message in `blocks`; the browser renders each kind. Live blocks (matter, checklist, payment,
 * contact form) are shown with the matter's current state, so an old message never shows a stale
 * checklist. Client-safe.
 */
export type Block =
  | { type: "matterCanvas"; data: MatterCanvas }
  | { type: "documentChecklist"; data: DocumentChecklist }
  | { type: "paymentEmbed"; data: PaymentEmbed }
  | { type: "contactForm"; data: ContactFormConfig }
  | { type: "lawyerSearchResults"; data: LawyerSearchResults }
  | {
      type: "generatedPDF";
      data: { filename: string; size: number; generatedAt: string; matterType: string; storageKey: string };
    };

export type BlockType = Block["type"];
