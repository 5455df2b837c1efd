import { photoSrcSet, type TeamPortrait } from '@app/contracts';

/** A team member's uploaded portrait in the place of their letter (80 px, as Radix's Avatar size 6). */
export function TeamPortraitImage({ portrait }: { portrait: TeamPortrait }) {
  return (
    <img
      className="team-portrait"
      src={portrait.url}
      srcSet={photoSrcSet(portrait)}
      sizes="80px"
      alt={portrait.alt}
      width={portrait.width}
      height={portrait.height}
      loading="lazy"
    />
  );
}
