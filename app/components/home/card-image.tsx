/** A card's picture: most rows have none, and then the page's data carries no field for it. */
export interface CardPicture {
  imageUrl?: string;
}

/**
 * A home-list card's picture uploaded in the console (/admin/home): decorative beside the card's
 * own title, so its text alternative is empty. Rows without one look as designed.
 */
export function CardImage({ url }: { url: string | undefined }) {
  if (!url) return null;
  return <img className="card-image" src={url} alt="" width={640} height={360} loading="lazy" decoding="async" />;
}
