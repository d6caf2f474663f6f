/**
 * The workspace's feature flags, exactly as the spec lists them (chat-workspace §9). One module:
 * a component asks here instead of hard-coding whether a part of the screen exists. Client-safe.
 */
export const featureFlags = {
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
} as const;

export type FeatureFlag = keyof typeof featureFlags;

export function isEnabled(flag: FeatureFlag): boolean {
  return featureFlags[flag];
}
