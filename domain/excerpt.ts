// A text shortened for a list (docs/product.md#3-records: the admin's event excerpt, the events
// page's): cut at the end of a word, never inside one, and marked '…' only when something was cut.

/** Punctuation and spaces left dangling before the '…'. */
const DANGLING = /[\s,;:.!?'’"“(–—-]+$/u;

/**
 * `text` in at most `max` characters (code points: an emoji is never split), '…' included: whole
 * when it fits, else cut after its last whole word with '…'. A single word longer than `max` is cut
 * inside it, the only way to keep the length.
 */
export function cutAtWord(text: string, max: number): string {
  const whole = text.trim();
  const chars = [...whole];
  if (chars.length <= max) return whole;
  const room = chars.slice(0, max - 1);
  const next = chars[max - 1]!;
  // The last word in the room is whole only if a space follows it.
  const head = /\s/u.test(next) ? room.join('') : room.join('').replace(/\s+\S*$/u, '');
  const cut = head.replace(DANGLING, '');
  return `${cut || room.join('').replace(DANGLING, '')}…`;
}
