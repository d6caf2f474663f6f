/**
 * The phone module (app/lib/phone.ts, with libphonenumber) loaded on demand: a dynamic import, once,
 * so the library is not in a page's first-load JavaScript (ADR 0073). Client-safe.
 */
type PhoneModule = typeof import("./phone.ts");
let loaded: PhoneModule | null = null;
let loading: Promise<PhoneModule> | null = null;

/** Starts loading the phone module (once) and resolves with it. */
export function loadPhone(): Promise<PhoneModule> {
  loading ??= import("./phone.ts").then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The phone module if it has loaded, else null (the caller then leaves the number as typed). */
export const loadedPhone = (): PhoneModule | null => loaded;
