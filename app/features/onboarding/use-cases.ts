/** The onboarding's primary use cases. Client-safe, without zod: the browser imports these values without the schemas (ADR 0073). */
export const primaryUseCases = ["personal", "business", "research", "documents", "other"] as const;
