import type { Locator } from '@playwright/test';

/** Where the "·" separators of a line of facts fall, as seen. */
export interface DotLines {
  /** A dot starts a line (one clipped off with the line's start lies outside and does not count). */
  startsLine: boolean;
  /** A dot has nothing after it on its line. */
  endsLine: boolean;
  /** How many lines the text takes. */
  lines: number;
}

/** For each element (a news byline, a blog card's meta line): whether a "·" starts or ends one of its lines. */
export function dotLinesOf(elements: Locator): Promise<DotLines[]> {
  return elements.evaluateAll((paragraphs) =>
    paragraphs.map((paragraph) => {
      const left = paragraph.getBoundingClientRect().left;
      // Every character as seen: a dot clipped off with a line's start lies left of the paragraph.
      const seen: { char: string; top: number; left: number }[] = [];
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          if (text[index]?.trim() === '') continue;
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getBoundingClientRect();
          if (box.right > left)
            seen.push({ char: text[index] ?? '', top: Math.round(box.top), left: box.left });
        }
      }
      const dots = seen.filter((char) => char.char === '·');
      return {
        startsLine: dots.some((dot) => dot.left - left < 4),
        endsLine: dots.some(
          (dot) => !seen.some((char) => Math.abs(char.top - dot.top) < 4 && char.left > dot.left),
        ),
        lines: new Set(seen.map((char) => char.top)).size,
      };
    }),
  );
}
