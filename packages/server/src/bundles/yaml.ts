/**
 * YAML as Superset's `yaml.safe_load` reads it (YAML 1.1: `yes` is true, duplicate keys keep the
 * last), minus what a bundle must never carry: explicit tags beyond the plain types (`!!binary`,
 * `!!python/object`, any custom tag) refuse the file and aliases are capped (billion laughs).
 * Unquoted timestamps stay the strings they were written as. One document per file.
 */
import { parseDocument, type Tags } from 'yaml';
import { bundleError } from './errors.js';
import { BUNDLE_LIMITS, type BundleLimits } from './limits.js';

export const NOT_VALID_YAML = 'Not a valid YAML file';

const KEPT_AS_TEXT = new Set(['tag:yaml.org,2002:timestamp', 'tag:yaml.org,2002:binary']);
const plainTags = (tags: Tags): Tags =>
  tags.filter((t) => !(typeof t === 'object' && 'tag' in t && KEPT_AS_TEXT.has(t.tag)));

/** Parses one bundle file; a refusal names the file with Superset's message. */
export function parseBundleYaml(file: string, text: string, limits: BundleLimits = BUNDLE_LIMITS): unknown {
  const doc = parseDocument(text, { version: '1.1', uniqueKeys: false, customTags: plainTags });
  if (doc.errors.length > 0 || doc.warnings.length > 0) throw bundleError(file, NOT_VALID_YAML);
  try {
    return doc.toJS({ maxAliasCount: limits.maxYamlAliases });
  } catch {
    throw bundleError(file, NOT_VALID_YAML);
  }
}
