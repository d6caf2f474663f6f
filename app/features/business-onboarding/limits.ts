/** The business wizard's limits. Client-safe, without zod: the browser imports these values without the schemas (ADR 0073). */
export const maxServices = 20;
