import { Badge, Box, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { TIER_COLORS, type Package } from '@app/contracts';
import { childrenIncludedLabel, formatUsd, packagePriceCents } from '@app/pricing';
import { LinkButton } from '@/components/ui/link-button.ui';

/**
 * Features may arrive as a list or as an object of name to value (docs/product/api.md#entities): show "text" or "name:
 * value".
 */
function featureLines(features: unknown): string[] {
  if (Array.isArray(features)) return features.map(String);
  if (features && typeof features === 'object') {
    return Object.entries(features).map(([name, value]) => (value === true ? name : `${name}: ${String(value)}`));
  }
  return [];
}

interface PackageCardProps {
  pkg: Package;
  /** Compact cards (home page) list the first few features only. */
  compact?: boolean;
}

export function PackageCard({ pkg, compact = false }: PackageCardProps) {
  const features = featureLines(pkg.features);
  const shown = compact ? features.slice(0, 4) : features;
  // The price comes from the pricing table the server charges from, so the card can never advertise another figure.
  const price = formatUsd(packagePriceCents(pkg.gamesIncluded), true);
  return (
    <Card size="3" className={`package-card ${pkg.popular ? 'package-card--popular' : ''}`} data-tier={pkg.tier}>
      <Flex direction="column" gap="3" height="100%">
        {pkg.popular && (
          <Badge color="amber" variant="solid" size="2" className="popular-badge">
            MOST POPULAR
          </Badge>
        )}
        <Heading as="h3" size="6" className="display">
          {pkg.name}
        </Heading>
        <Flex align="baseline" gap="2">
          <Text size="8" weight="bold" className="package-price">
            {price}
          </Text>
          <Text size="2" color="gray">
            per event
          </Text>
        </Flex>
        <Text as="p" size="2" color="gray">
          {pkg.description}
        </Text>
        {/* The fee a bigger party adds, on the card beside the price (no extra the parent meets only at step 4). */}
        <Text as="p" size="2">
          {childrenIncludedLabel()}.
        </Text>
        <Flex gap="2" wrap="wrap">
          <Badge variant="soft" size="2">
            {pkg.duration} minutes
          </Badge>
          <Badge variant="soft" color="gray" size="2">
            {pkg.gamesIncluded}
            {pkg.tier === 3 ? '+' : ''} games
          </Badge>
        </Flex>
        <Separator size="4" />
        <Box asChild flexGrow="1">
          <ul className="check-list">
            {shown.map((feature) => (
              <li key={feature}>
                <Text size="2">{feature}</Text>
              </li>
            ))}
          </ul>
        </Box>
        {/* The wizard starts from this package (its games and price): /booking reads the tier. */}
        <LinkButton to={`/booking?package=${pkg.tier}`} size="3" color={TIER_COLORS[pkg.tier]} className="tier-button">
          Book {pkg.name}
        </LinkButton>
      </Flex>
    </Card>
  );
}
