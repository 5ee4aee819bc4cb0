/**
 * The picture at the top of a card in a list: full width at its own aspect ratio, decoded off the
 * main thread, loaded lazily unless `eager` (the first card, likely in view at once).
 */
export function CardImage({
  src,
  alt,
  width,
  height,
  eager = false,
  className = "",
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  /** Classes besides the full width, e.g. a background while the picture loads. */
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`h-auto w-full${className ? ` ${className}` : ""}`}
    />
  );
}
