import { normalizeContactFormConfig } from "~/features/intake/contact-form.ts";
import type { Block } from "~/features/intake/agent/blocks.ts";
import { CasePdfBlock } from "~/features/case-pdf/components/case-pdf-block.tsx";
import { LawyerResultsBlock } from "~/features/lawyers/components/lawyer-results-block.tsx";
import { ChecklistBlock } from "./blocks/checklist-block.tsx";
import { ContactFormBlock } from "./blocks/contact-form-block.tsx";
import { MatterCanvasBlock } from "./blocks/matter-canvas-block.tsx";
import { PaymentBlock } from "./blocks/payment-block.tsx";
import type { LiveState } from "./message-item.tsx";

/** A message's block: the latest of each kind is live (the matter's current state); see message-item.tsx. */
export function BlockView({ block, messageId, live }: { block: Block; messageId: string; live: LiveState }) {
  const latest = live.latestBlockMessage[block.type] === messageId;
  switch (block.type) {
    case "contactForm":
      return latest ? (
        <ContactFormBlock
          config={normalizeContactFormConfig(block.data)}
          action={live.contactAction}
          submitted={live.contactSubmitted}
          lastResult={live.contactResult}
        />
      ) : null;
    case "matterCanvas":
      return latest && live.matter ? <MatterCanvasBlock view={live.matter} /> : null;
    case "documentChecklist":
      return latest && live.matter?.checklist ? (
        <ChecklistBlock
          checklist={live.matter.checklist}
          skipped={live.matter.checklistSkipped}
          uploadError={live.uploadError}
        />
      ) : null;
    case "paymentEmbed":
      return latest ? <PaymentBlock payment={live.matter?.payment ?? block.data} /> : null;
    case "lawyerSearchResults":
      // Every search stays readable: results are a record of what was shown, not live state.
      return <LawyerResultsBlock results={block.data} />;
    case "generatedPDF":
      return latest ? <CasePdfBlock pdf={block.data} /> : null;
    default:
      return null;
  }
}
