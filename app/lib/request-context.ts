import { createContext } from "react-router";

/** Per-request values set by server.ts and read by loaders, actions and entry.server. */
export const nonceContext = createContext<string>("");
export const requestIdContext = createContext<string>("");
/** A hash of the client's address (never the address itself): for rate limits. */
export const clientKeyContext = createContext<string>("unknown");
