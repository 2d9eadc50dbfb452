/** A list's grey placeholder rows while it loads, with the loading line for readers. */
export function LoadingRows({
  className,
  label,
  rows,
}: {
  className: string | undefined;
  label: string;
  rows: number;
}) {
  return (
    <div className={className} aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={i} aria-hidden />
      ))}
    </div>
  );
}
