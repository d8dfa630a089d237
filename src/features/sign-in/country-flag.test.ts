import { describe, expect, test } from 'vitest';
import { drawingHasColour } from './country-flag';

/** RGBA pixels from [r, g, b, alpha] tuples. */
function pixels(...colours: [number, number, number, number][]): Uint8ClampedArray {
  return new Uint8ClampedArray(colours.flat());
}

describe('whether a drawn flag emoji has colour', () => {
  test('a flag drawn in its colours has', () => {
    expect(drawingHasColour(pixels([0, 0, 0, 0], [178, 34, 52, 255], [255, 255, 255, 255]))).toBe(
      true,
    );
    expect(drawingHasColour(pixels([60, 59, 110, 255]))).toBe(true);
  });

  test('letters or empty boxes drawn in black, with grey edges, have not', () => {
    expect(drawingHasColour(pixels([0, 0, 0, 0], [0, 0, 0, 255], [128, 128, 128, 120]))).toBe(
      false,
    );
    expect(drawingHasColour(new Uint8ClampedArray(24 * 24 * 4))).toBe(false);
  });

  test('a faint tint of an edge is not colour; transparent pixels never count', () => {
    expect(drawingHasColour(pixels([40, 30, 20, 255]))).toBe(false);
    expect(drawingHasColour(pixels([255, 0, 0, 0]))).toBe(false);
  });
});
