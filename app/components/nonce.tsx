import { createContext, useContext } from "react";

/** The request's CSP nonce, for inline scripts. Empty in the browser (it hides nonces). */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
