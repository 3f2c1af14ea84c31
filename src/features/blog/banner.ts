/** An image line: `![description](address "title")`, up to three spaces in, as CommonMark allows. */
const IMAGE_LINE =
  /^ {0,3}!\[([^\]\n]*)\]\([ \t]*(<[^>\n]*>|[^\s)]+)(?:[ \t]+"[^"\n]*")?[ \t]*\)[ \t]*$/;
/** A fence that opens or closes a code block. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** Characters that would make the description markdown rather than plain text (emphasis, escapes, entities). */
const MARKUP = /[\\*_`<>[\]]|&(?:#\d+|#x[\da-f]+|\w+);/i;

/**
 * A post's text may show its own banner as an image line of its own (the seeds do, and so may
 * imported posts): the page would show that picture twice. That line is left out of the text,
 * and its description becomes the banner's; a banner without one is decoration under a heading
 * that already names the post (alt ""), so its title is not heard twice. Lines in code blocks
 * are code, and a description written with markup is left where it renders as it should.
 */
export function splitBanner(content: string, image: string): { content: string; alt: string } {
  const lines = content.split('\n');
  let fence: string | null = null;
  for (const [index, line] of lines.entries()) {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (
        marker !== undefined &&
        marker.startsWith(fence.charAt(0)) &&
        marker.length >= fence.length
      )
        fence = null;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      continue;
    }
    const found = IMAGE_LINE.exec(line);
    const address = found?.[2]?.replace(/^<(.*)>$/, '$1');
    const alt = found?.[1] ?? '';
    if (address !== image || MARKUP.test(alt)) continue;
    return { content: [...lines.slice(0, index), ...lines.slice(index + 1)].join('\n'), alt };
  }
  return { content, alt: '' };
}
