/**
 * The product's feature flags, exactly as the spec lists them (chat-workspace §9), in one module
 * for every feature: code asks here instead of hard-coding whether a part of the product exists.
 * The application never writes them; tests may switch one off and back. Client-safe.
 */
export const featureFlags: Record<FeatureFlag, boolean> = {
  audioRecording: false,
  videoRecording: false,
  fileAttachments: true,
  leftSidebar: true,
  messageFeedback: false,
  disclaimerText: false,
  learnServicesButton: false,
  consultationButton: false,
  mobileBottomNav: false,
  paymentIframe: false,
  leadQualification: true,
  multipleOrganizations: true,
  paralegalAgent: false,
};

export type FeatureFlag =
  | "audioRecording"
  | "videoRecording"
  | "fileAttachments"
  | "leftSidebar"
  | "messageFeedback"
  | "disclaimerText"
  | "learnServicesButton"
  | "consultationButton"
  | "mobileBottomNav"
  | "paymentIframe"
  | "leadQualification"
  | "multipleOrganizations"
  | "paralegalAgent";

export function isEnabled(flag: FeatureFlag): boolean {
  return featureFlags[flag];
}
