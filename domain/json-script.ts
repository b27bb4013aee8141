/**
 * A `<script>` element that holds `data` as JSON and is never run: `type` is a data type
 * (application/ld+json for search engines, application/json for the page's data). Whatever a visitor
 * or the owner typed stays inside it: '<', '>' and '&' (and the two JavaScript line breaks) are
 * written as JSON escapes, so no text can close the element or open a comment.
 */
export function jsonScript(type: 'application/ld+json' | 'application/json', data: unknown, id?: string): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="${type}"${id ? ` id="${id}"` : ''}>${json}</script>`;
}
