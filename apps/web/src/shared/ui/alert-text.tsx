/** A line read out as soon as it appears (role=alert); nothing while there is no message. */
export function AlertText({
  message,
  className,
}: {
  message: string | undefined | null | false;
  className?: string | undefined;
}) {
  if (!message) return null;
  return (
    <p role="alert" className={className}>
      {message}
    </p>
  );
}
