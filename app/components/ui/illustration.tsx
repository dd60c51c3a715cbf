import { ILLUSTRATIONS, illustrationUrl, type IllustrationName } from "../../lib/images.ts";

interface IllustrationProps {
  name: IllustrationName;
  className?: string;
  /** Above the fold: loaded eagerly with high priority. Otherwise lazy. */
  priority?: boolean;
  /** Empty for decorative illustrations. */
  alt?: string;
}

/** An SVG illustration with its intrinsic size, so that nothing shifts while it loads. */
export function Illustration({ name, className, priority = false, alt = "" }: IllustrationProps) {
  const { width, height } = ILLUSTRATIONS[name];
  return (
    <img
      className={className}
      src={illustrationUrl(name)}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
    />
  );
}
