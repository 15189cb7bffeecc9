/**
 * Bundle file names as Superset writes them: werkzeug's `secure_filename` (ASCII letters, digits,
 * `_`, `.` and `-`; runs of whitespace become one `_`; leading and trailing dots and underscores
 * dropped) and `get_filename`, which adds the object's id unless told not to and falls back to the
 * id when nothing of the name is left.
 */

/** werkzeug's secure_filename on a POSIX server. */
export function secureFilename(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\p{ASCII}]/gu, '')
    .replaceAll('/', ' ');
  return ascii
    .split(/\s+/)
    .filter((part) => part !== '')
    .join('_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[._]+|[._]+$/g, '');
}

/** Superset's get_filename: `<slug>_<id>`, `<slug>` with `skipId`, the id when the slug is empty. */
export function getFilename(name: string, id: number, skipId = false): string {
  const slug = secureFilename(name);
  if (!slug) return String(id);
  return skipId ? slug : `${slug}_${id}`;
}
