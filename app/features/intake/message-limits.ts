/** The longest message a visitor may send, in characters (client-safe, no zod). */
export const maxMessageLength = 8_000;
