/** The limitation table's citation length. Client-safe, without zod: the browser imports these values without the schemas (ADR 0073). */
export const limitationCitationMax = 300;
