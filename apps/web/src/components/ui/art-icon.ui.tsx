export type ArtIconName =
  | 'cake'
  | 'friends'
  | 'school'
  | 'family'
  | 'mic'
  | 'target'
  | 'shirt'
  | 'trophy'
  | 'camera'
  | 'video'
  | 'medal'
  | 'backpack';

/**
 * Colourful decorative card icons, served as static SVG files (public/images/icons) so they cost no JavaScript.
 * Purely decorative: the card's heading carries the meaning.
 */
export function ArtIcon({ name, size = 56 }: { name: ArtIconName; size?: number }) {
  return (
    <img src={`/images/icons/${name}.svg`} alt="" width={size} height={size} className="art-icon" loading="lazy" />
  );
}
