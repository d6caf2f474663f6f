/**
 * Built by vite.config.ts (localeBundles): each language's loader of all its namespaces, and for
 * another language than English the English keys it still needs (ADR 0115).
 */
declare module "virtual:locale-bundles" {
  type Namespaces = Record<string, Record<string, unknown>>;
  const bundles: Record<string, () => Promise<{ default: Namespaces; englishFallback?: Namespaces }>>;
  export default bundles;
}
