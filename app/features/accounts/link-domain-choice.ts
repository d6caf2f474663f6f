/** Settings > Account's link-domain select. Client-safe, without zod: the browser imports these values without the schemas (ADR 0073). */
/** The select's "Verify new" choice: opens the add form; nothing to store. */
export const NEW_LINK_DOMAIN = "__new";
