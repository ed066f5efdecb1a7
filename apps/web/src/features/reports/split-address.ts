/**
 * Spec §2.8 / §9: on report PDFs the store address is split into lines at 48 and 90 characters (positions in the
 * address). A cut that falls inside a word moves back to the space before it, so no line passes its mark; a word
 * longer than a line is cut hard. Whatever follows character 90 is the third line.
 */
export const ADDRESS_CUTS = [48, 90] as const;

/** Where to end a line that starts at `start` and may reach `end` (exclusive). */
function cutIndex(text: string, start: number, end: number): number {
  if (text.length <= end) return text.length;
  if (text.charAt(end) === ' ') return end;
  const space = text.lastIndexOf(' ', end - 1);
  return space > start ? space : end;
}

export function splitAddress(addr: string | null | undefined): string[] {
  const text = (addr ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const lines: string[] = [];
  let start = 0;
  for (const mark of ADDRESS_CUTS) {
    if (start >= text.length) break;
    const end = cutIndex(text, start, mark);
    lines.push(text.slice(start, end).trim());
    start = end;
    while (text.charAt(start) === ' ') start++;
  }
  if (start < text.length) lines.push(text.slice(start).trim());
  return lines.filter(Boolean);
}
