/**
 * Photos as square thumbnails, each a link opening the full image in a new tab: `size` pixels,
 * the list and link styled by the caller.
 */
export function PhotoThumbs({
  urls,
  size,
  classes,
  alt,
  label,
}: {
  urls: string[];
  size: number;
  classes: { list?: string | undefined; link?: string | undefined };
  alt: (n: number) => string;
  /** The list's name, and what a screen reader hears after each photo (it opens a new tab). */
  label: { list?: string; newTab: string };
}) {
  return (
    <ul className={classes.list} aria-label={label.list}>
      {urls.map((url, i) => (
        <li key={url}>
          <a className={classes.link} href={url} target="_blank" rel="noreferrer">
            <img
              src={url}
              alt={alt(i + 1)}
              width={size}
              height={size}
              loading="lazy"
              decoding="async"
            />
            <span className="visually-hidden">{label.newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
