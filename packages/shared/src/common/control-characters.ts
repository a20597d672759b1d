/**
 * Control characters: U+0000–U+001F but tab, line feed and carriage return, and U+007F. No field
 * of the product holds them: PostgreSQL cannot store U+0000 in text at all, and the others end up
 * in mail headers, PDFs and logs, where they do harm. Refused wherever text comes in.
 */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x7f || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) return true;
  }
  return false;
}

/** Where a control character was found: the field's path (`items.0.name`) and whether a name held it. */
export interface ControlCharacterAt {
  path: string;
  inName: boolean;
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

const pathOf = (visit: Visit | null): string => {
  const keys: string[] = [];
  for (let at = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The first string of a parsed JSON value, at any depth, that holds a control character, in a
 * value or in a field's name. Walked with a stack, not recursion, and the path is only spelled out
 * once found: a body of a million brackets must neither overflow the call stack nor take long.
 */
export function findControlCharacter(value: unknown): ControlCharacterAt | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return { path: pathOf(visit), inName: false };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], key: String(index), parent: visit });
      }
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (const key of keys) if (hasControlCharacter(key)) return { path: pathOf(visit), inName: true };
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index] as string;
        pending.push({ value: (current as Record<string, unknown>)[key], key, parent: visit });
      }
    }
  }
  return null;
}
