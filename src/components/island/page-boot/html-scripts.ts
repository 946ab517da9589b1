/** Every `<script>` element of a page: its attributes and its text. */
export const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

/** An attribute's value in an element's attribute text: '' when it stands alone, null when absent. */
export const attribute = (attributes: string, name: string): string | null => {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  if (match) return match[1] ?? match[2] ?? match[3] ?? '';
  return new RegExp(`\\b${name}\\b`, 'i').test(attributes) ? '' : null;
};

/** An inline script the browser runs (not a JSON or JSON-LD data block, not a `src` script). */
export const isInlineExecutable = (attributes: string): boolean =>
  attribute(attributes, 'src') === null && JS_TYPES.has((attribute(attributes, 'type') ?? '').trim().toLowerCase());
