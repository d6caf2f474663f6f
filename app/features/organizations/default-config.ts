import type { OrganizationConfig } from "./schemas.ts";

/**
 * The spec's default organization configuration: nationwide US jurisdiction, nine services each
 * with four intake questions a firm would ask, voice disabled with provider cloudflare.
 */
export const defaultServiceQuestions: Record<string, string[]> = {
  Family: [
    "Is this about divorce or separation, child custody or support, adoption, or something else?",
    "Are there children involved, and how old are they?",
    "Is there an existing court order or a case already filed?",
    "In which state and county do you and the other party live?",
  ],
  Business: [
    "What kind of business is it, and how is it organized (LLC, corporation, partnership, sole proprietor)?",
    "Is this about forming the business, a dispute, a contract, or compliance?",
    "Who are the other parties involved?",
    "Is there a deadline, a demand letter or a lawsuit already?",
  ],
  "Contract Review": [
    "What type of contract is it (employment, lease, purchase, services, partnership)?",
    "Have you signed it yet, and if so, when?",
    "Which terms worry you most?",
    "Is there a deadline to sign or respond?",
  ],
  "Intellectual Property": [
    "Is this about a trademark, copyright, patent or trade secret?",
    "Are you protecting your own work or responding to a claim against you?",
    "When was the work created or first used, and is anything registered?",
    "Has anyone sent or received a cease-and-desist letter?",
  ],
  Employment: [
    "Are you still employed there, or when did the job end?",
    "Is this about wages, discrimination, harassment, wrongful termination or something else?",
    "How many employees does the employer have, and in which state do you work?",
    "Have you filed a complaint with HR, the EEOC or a state agency?",
  ],
  "Personal Injury": [
    "When and where did the injury happen?",
    "How were you injured (car accident, fall, workplace, medical care, other)?",
    "What medical treatment have you received so far?",
    "Has an insurance company contacted you or made an offer?",
  ],
  Criminal: [
    "What are you charged with or being investigated for?",
    "Have you been arrested, and is there a court date?",
    "In which county and state is the case?",
    "Do you already have a lawyer or a public defender?",
  ],
  Civil: [
    "What is the dispute about, and who is the other party?",
    "Roughly how much money or property is at stake?",
    "Has a lawsuit been filed, or have you been served with papers?",
    "When did the events happen?",
  ],
  "General Consultation": [
    "In a few sentences, what happened?",
    "When did it happen, and is anything urgent or due soon?",
    "Where are you located?",
    "What outcome are you hoping for?",
  ],
};

export function defaultOrganizationConfig(ownerEmail: string | null = null): OrganizationConfig {
  return {
    aiModel: null,
    consultationFee: 150,
    requiresPayment: true,
    ownerEmail,
    availableServices: Object.keys(defaultServiceQuestions),
    serviceQuestions: structuredClone(defaultServiceQuestions),
    domain: null,
    paymentLink: null,
    brandColor: "#1e3a5f",
    accentColor: "#c9a227",
    jurisdiction: {
      type: "national",
      description: "Nationwide (United States)",
      supportedStates: ["all"],
      supportedCountries: ["US"],
      primaryState: null,
    },
    voice: { enabled: false, provider: "cloudflare", voiceId: null, displayName: null, previewUrl: null },
    referralText: null,
  };
}
