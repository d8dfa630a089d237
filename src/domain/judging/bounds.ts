/**
 * Keeping text inside a budget: one long text clipped with a visible ' [...]', and a long
 * list kept from both ends with its middle dropped (a debate's opening and closing say the
 * most). The prompt, the verdict and the stored result all bound their text this way.
 */

/** Marks where clipped text was cut. */
const CLIPPED = ' [...]';

/** The text, or its first `max` characters (code points) followed by ' [...]'. */
export function clipText(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}${CLIPPED}`;
}

/**
 * The items that fit `budget`, taken alternately from the front and the back until the next
 * one would not fit, in their original order, and how many were left out of the middle.
 */
export function keepBothEnds<T>(
  items: readonly T[],
  budget: number,
  sizeOf: (item: T) => number,
): { kept: T[]; omitted: number } {
  const head: T[] = [];
  const tail: T[] = [];
  let used = 0;
  for (let front = 0, back = items.length - 1; front <= back;) {
    const fromFront = head.length <= tail.length;
    const item = items[fromFront ? front : back] as T;
    const size = sizeOf(item);
    if (used + size > budget) break;
    used += size;
    if (fromFront) {
      head.push(item);
      front++;
    } else {
      tail.unshift(item);
      back--;
    }
  }
  return { kept: [...head, ...tail], omitted: items.length - head.length - tail.length };
}
