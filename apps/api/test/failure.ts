/** The error `call` fails with, which must be an `ErrorClass`. */
export async function failureOf<E extends Error>(
  call: Promise<unknown>,
  ErrorClass: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ErrorClass)) {
    throw new Error(`expected a ${ErrorClass.name}, got ${String(error)}`);
  }
  return error;
}
