/**
 * A post's text may open with its own banner as an image of its own (the seeds do, and so may
 * imported posts): the page would show that picture twice. That image line is left out of the
 * text, and its description becomes the banner's; a banner without one is decoration under a
 * heading that already names the post (alt ""), so its title is not heard twice.
 */
export function splitBanner(content: string, image: string): { content: string; alt: string } {
  const url = image.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const line = new RegExp(`^[ \\t]*!\\[([^\\]\\n]*)\\]\\([ \\t]*<?${url}>?(?:[ \\t]+"[^"\\n]*")?[ \\t]*\\)[ \\t]*(?:\\n|$)`, 'm');
  const found = line.exec(content);
  if (!found) return { content, alt: '' };
  return { content: content.slice(0, found.index) + content.slice(found.index + found[0].length), alt: found[1] ?? '' };
}
