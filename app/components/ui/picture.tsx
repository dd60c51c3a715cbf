import { ILLUSTRATIONS, imageSizes, imageSrcSet, imageUrl, type IllustrationName } from "../../lib/images.ts";

interface PictureProps {
  name: IllustrationName;
  className?: string;
  /** Above the fold: loaded eagerly with high priority. Otherwise lazy. */
  priority?: boolean;
  /** Empty for decorative illustrations. */
  alt?: string;
}

/** WebP at 1x, 1.5x and 2x with a 1x PNG fallback, and its intrinsic size so that nothing shifts. */
export function Picture({ name, className, priority = false, alt = "" }: PictureProps) {
  const { width, height } = ILLUSTRATIONS[name];
  const sizes = imageSizes(name);
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={imageSrcSet(name, "webp")} sizes={sizes} />
      <img
        src={imageUrl(name, width, "png")}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}
