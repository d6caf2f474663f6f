/** The intake settings' text limits. Client-safe, without zod: the browser imports these values without the schemas (ADR 0073). */
/** The limit of config.referralText, stored and edited. */
export const referralTextMax = 1000;
