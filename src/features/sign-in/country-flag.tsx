import type { Country } from '@/domain/countries';

/**
 * Whether a drawing of a flag emoji holds colour. A device with a colour-emoji font draws the
 * flag in its own colours whatever the fill; one without draws the two regional-indicator
 * letters, or two empty boxes, in the fill (black here) and its grey edges.
 */
export function drawingHasColour(pixels: Uint8ClampedArray): boolean {
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    const [r = 0, g = 0, b = 0, alpha = 0] = pixels.subarray(i, i + 4);
    if (alpha > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 48) return true;
  }
  return false;
}

let flagsDrawable: boolean | undefined;

/** Whether this device draws flag emoji (asked once, on a small canvas). */
function canDrawFlags(): boolean {
  if (flagsDrawable !== undefined) return flagsDrawable;
  flagsDrawable = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 24;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (context) {
      context.fillStyle = '#000';
      context.textBaseline = 'top';
      context.font = '20px sans-serif';
      context.fillText('🇺🇸', 0, 0);
      flagsDrawable = drawingHasColour(context.getImageData(0, 0, 24, 24).data);
    }
  } catch {
    // No canvas: show the letters, which every device can draw.
  }
  return flagsDrawable;
}

/**
 * A country entry's flag (SPEC §3): the flag emoji where the device can draw it, otherwise
 * the country's two letters ('US') in a small badge, never two empty boxes. Decorative: the
 * entry's name says the country.
 */
export function CountryFlag({ country }: { country: Country }) {
  return canDrawFlags() ? (
    <span className="country-flag" aria-hidden="true">
      {country.flag}
    </span>
  ) : (
    <span className="country-flag country-flag--letters" aria-hidden="true">
      {country.country}
    </span>
  );
}
