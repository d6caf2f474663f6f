import { useEffect, useRef } from "react";

/**
 * For a controlled field: a ref to put on it, and once the page has hydrated, what the field holds
 * handed to `adopt`. A value typed before the script arrived (a slow connection, a busy machine)
 * would otherwise be written over by the state's value on the next render.
 */
export function useTypedBeforeHydration(adopt: (value: string) => void) {
  const field = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page hydrates.
  useEffect(() => {
    if (field.current) adopt(field.current.value);
  }, []);
  return field;
}
