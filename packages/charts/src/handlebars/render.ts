/**
 * Renders a handlebars chart: the template on the rows (`data`) and the form data. The template is
 * parsed by Handlebars and run by our interpreter (interpret.ts), never compiled — compiling builds a
 * `new Function`, which the app's CSP forbids. Values are escaped unless the template asks otherwise,
 * no prototype is reachable; the HTML is then sanitised before it reaches the page.
 */
import { registerHelpers } from './helpers.js';
import { interpret, type Helper } from './interpret.js';

let registered: Map<string, Helper> | null = null;
const helpers = () => {
  if (!registered) {
    const map = new Map<string, Helper>();
    registerHelpers({ registerHelper: (name, fn) => map.set(name, fn as Helper) });
    registered = map;
  }
  return registered;
};

/** The template's output, or the parse/runtime error's message. */
export function renderTemplate(
  template: string,
  context: Record<string, unknown>,
): { html: string } | { error: string } {
  try {
    return { html: interpret(template, context, helpers()) };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}
