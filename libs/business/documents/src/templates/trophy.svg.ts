import { BRAND } from './brand';
import { SafeHtml } from './html';

/**
 * Our own trophy, drawn for the certificates in the site's gold and violet: a cup with two handles on a stem and a
 * base, a star on the bowl and a little confetti. Inline SVG, so it prints sharp at any size and loads nothing.
 */
export const TROPHY_SVG = new SafeHtml(`<svg class="trophy" viewBox="0 0 120 140" role="img" aria-label="Trophy"
  xmlns="http://www.w3.org/2000/svg">
  <circle cx="14" cy="20" r="3" fill="${BRAND.violet}"/>
  <circle cx="108" cy="30" r="2.5" fill="${BRAND.gold}"/>
  <rect x="100" y="8" width="5" height="5" rx="1" transform="rotate(20 102 10)" fill="${BRAND.violetLine}"/>
  <rect x="10" y="56" width="4" height="4" rx="1" transform="rotate(-15 12 58)" fill="${BRAND.gold}"/>
  <path d="M32 30 H20 C10 30 9 44 14 52 C19 60 28 64 38 66" fill="none" stroke="${BRAND.goldShade}" stroke-width="6"
    stroke-linecap="round"/>
  <path d="M88 30 H100 C110 30 111 44 106 52 C101 60 92 64 82 66" fill="none" stroke="${BRAND.goldShade}"
    stroke-width="6" stroke-linecap="round"/>
  <path d="M30 24 H90 V46 C90 70 77 84 60 86 C43 84 30 70 30 46 Z" fill="${BRAND.gold}" stroke="${BRAND.goldShade}"
    stroke-width="2"/>
  <path d="M37 30 V46 C37 60 43 70 50 75" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"
    stroke-linecap="round"/>
  <rect x="26" y="19" width="68" height="8" rx="4" fill="${BRAND.goldShade}"/>
  <polygon points="60.0,37.0 63.2,45.6 72.4,46.0 65.1,51.7 67.6,60.5 60.0,55.4 52.4,60.5 54.9,51.7 47.6,46.0 56.8,45.6"
    fill="${BRAND.violet}"/>
  <path d="M53 86 H67 L65 102 H55 Z" fill="${BRAND.goldShade}"/>
  <rect x="40" y="101" width="40" height="8" rx="3" fill="${BRAND.gold}" stroke="${BRAND.goldShade}" stroke-width="1.5"/>
  <rect x="32" y="109" width="56" height="18" rx="4" fill="${BRAND.violet}"/>
  <rect x="44" y="114" width="32" height="8" rx="2" fill="${BRAND.violetLine}"/>
</svg>`);
