import { expect } from "vitest";

/** The error `promise` rejected with, checked to be a `type` (a promise that resolves fails the test). */
export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}
