/**
 * What decides the pixels of a story drawn inside its canvas, read from the DOM: each element's
 * tag, box (relative to the canvas), own text, the image it shows and every computed style
 * property. Two renders with the same layout draw the same pixels, as far as the screenshot of
 * the canvas at the narrower width reaches. The visual suite compares a width-independent
 * story's layout at 375 px with its layout at 1280 px instead of keeping a second screenshot.
 */
export type Layout = string[];

/** The layout of everything drawn in `canvas`, one line per element (the canvas itself left out). */
export function layoutOf(canvas: HTMLElement): Layout {
  const origin = canvas.getBoundingClientRect();
  const round = (value: number) => Math.round(value * 100) / 100;
  return [...canvas.querySelectorAll('*')].map((element) => {
    const rect = element.getBoundingClientRect();
    const box = [rect.left - origin.left, rect.top - origin.top, rect.width, rect.height].map(round);
    const text = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('');
    const image = element instanceof HTMLImageElement ? element.currentSrc : '';
    const style = getComputedStyle(element);
    const properties = [...style].map((name) => `${name}:${style.getPropertyValue(name)}`).join(';');
    return `${element.tagName} [${box.join(',')}] ${JSON.stringify(text)} ${image} {${properties}}`;
  });
}

/**
 * The lines of `narrow` that differ from `wide` (at most `limit`, each with the element's tag and
 * box and the first style property that differs), to name what changed with the width.
 */
export function layoutDifferences(wide: Layout, narrow: Layout, limit = 5): string[] {
  if (wide.length !== narrow.length)
    return [`${wide.length} elements at the wider width, ${narrow.length} at the narrower`];
  const differences: string[] = [];
  for (const [index, line] of narrow.entries()) {
    const other = wide[index] ?? '';
    if (line === other) continue;
    const head = (text: string) => text.slice(0, text.indexOf(' {'));
    const wideStyles = other.slice(other.indexOf(' {') + 2, -1).split(';');
    const narrowStyles = line.slice(line.indexOf(' {') + 2, -1).split(';');
    const style = narrowStyles.find((property, at) => property !== wideStyles[at]);
    differences.push(
      head(line) === head(other)
        ? `${head(line)}: ${wideStyles[narrowStyles.indexOf(style ?? '')] ?? ''} -> ${style ?? ''}`
        : `${head(other)} -> ${head(line)}`,
    );
    if (differences.length === limit) break;
  }
  return differences;
}
