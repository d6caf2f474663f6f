import { createContext } from "react-router";

/** Per-request values set by server.ts and read by loaders, actions and entry.server. */
export const nonceContext = createContext<string>("");
export const requestIdContext = createContext<string>("");
