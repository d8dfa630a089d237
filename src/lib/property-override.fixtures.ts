/**
 * For tests: replaces a property jsdom lacks or lays out as nothing (a box's height, a scroll
 * position, the visual viewport) and returns the function that puts the original back, or
 * removes the property where there was none.
 */
export function overrideProperty(
  target: object,
  name: string,
  descriptor: PropertyDescriptor,
): () => void {
  const original = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, ...descriptor });
  return () => {
    if (original) Object.defineProperty(target, name, original);
    else Reflect.deleteProperty(target, name);
  };
}
