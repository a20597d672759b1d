/** Escapes LIKE's wildcards so a search for "50%" or "a_b" matches those characters literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** An ILIKE pattern matching the text anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
