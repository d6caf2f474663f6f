/** Built by vite.config.ts (localeBundles): each language's loader of all its namespaces. */
declare module "virtual:locale-bundles" {
  const bundles: Record<string, () => Promise<{ default: Record<string, Record<string, unknown>> }>>;
  export default bundles;
}
