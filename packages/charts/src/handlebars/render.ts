/**
 * Renders a handlebars chart: the template on the rows (`data`) and the form data, in an isolated
 * Handlebars environment with no prototype access (Handlebars' own safeguard, kept on), values
 * escaped unless the template asks otherwise; the HTML is then sanitised before it reaches the page.
 */
import Handlebars from 'handlebars';
import { registerHelpers } from './helpers.js';

let env: typeof Handlebars | null = null;
const environment = () => {
  if (!env) {
    env = Handlebars.create();
    registerHelpers(env);
  }
  return env;
};

/** The template's output, or the compile/runtime error's message. */
export function renderTemplate(
  template: string,
  context: Record<string, unknown>,
): { html: string } | { error: string } {
  try {
    const compiled = environment().compile(template);
    const html = compiled(context, {
      allowProtoPropertiesByDefault: false,
      allowProtoMethodsByDefault: false,
      allowCallsToHelperMissing: false,
    });
    return { html };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}
