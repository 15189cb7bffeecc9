/**
 * The chart-type gallery's data: one entry per plugin of the registry (name, category, description,
 * tags and its Featured/Deprecated label), the tags to browse by, and the ranked search shared by
 * explore's "View all charts" and /chart/add.
 */
import type { ChartRegistry } from '@meridian/charts';

/** Spec: chart labels Deprecated and Featured. */
export type ChartLabel = 'Featured' | 'Deprecated';

/** Spec: "Labels Deprecated and Featured rank with weights -0.1 and +0.1". */
export const CHART_LABEL_WEIGHT: Readonly<Record<ChartLabel, number>> = { Deprecated: -0.1, Featured: 0.1 };

export const CHART_LABEL_EXPLANATIONS: Readonly<Record<ChartLabel, string>> = {
  Deprecated:
    'This chart uses features or modules which are no longer actively maintained. It will eventually be replaced or removed.',
  Featured: 'This chart was tested and verified, so the overall experience should be stable.',
};

export interface VizTypeEntry {
  vizType: string;
  name: string;
  category: string;
  description: string;
  tags: string[];
  label: ChartLabel | null;
  /** The plugin's own thumbnail URL; empty: the gallery draws the schematic one of the type. */
  thumbnail: string;
}

/** A plugin's label: its metadata's own `label` when it has one, else a Featured or Deprecated tag. */
export function chartLabel(metadata: { tags: readonly string[]; label?: unknown }): ChartLabel | null {
  if (metadata.label === 'Featured' || metadata.label === 'Deprecated') return metadata.label;
  if (metadata.tags.includes('Deprecated')) return 'Deprecated';
  if (metadata.tags.includes('Featured')) return 'Featured';
  return null;
}

export function vizTypeEntries(registry: ChartRegistry): VizTypeEntry[] {
  return registry.keys().map((vizType) => {
    const m = registry.get(vizType)!.metadata;
    return {
      vizType,
      name: m.name,
      category: m.category,
      description: m.description,
      tags: m.tags,
      label: chartLabel(m),
      thumbnail: m.thumbnail,
    };
  });
}

/** Every tag of the entries, alphabetically (the gallery's "Tags" section). */
export function vizTags(entries: readonly VizTypeEntry[]): string[] {
  return [...new Set(entries.flatMap((e) => e.tags))].sort((a, b) => a.localeCompare(b));
}

/** Weights of the searched fields (Superset searches name ×4, tags ×2 and description). */
const FIELD_WEIGHTS = { name: 4, tags: 2, description: 1 } as const;
const TOTAL_WEIGHT = FIELD_WEIGHTS.name + FIELD_WEIGHTS.tags + FIELD_WEIGHTS.description;

/** How well an entry matches `q` (lower case), 0..1: the weighted share of the fields containing it. */
export function vizRelevance(e: VizTypeEntry, q: string): number {
  const has = (...fields: string[]) => fields.some((f) => f.toLowerCase().includes(q));
  let score = 0;
  if (has(e.name, e.vizType)) score += FIELD_WEIGHTS.name;
  if (has(e.category, ...e.tags)) score += FIELD_WEIGHTS.tags;
  if (has(e.description)) score += FIELD_WEIGHTS.description;
  return score / TOTAL_WEIGHT;
}

/**
 * Entries matching a search over name, type, category, tags and description, best first: the
 * relevance plus the label's weight (Featured +0.1, Deprecated -0.1); ties keep the registry order.
 * An empty search returns every entry unranked.
 */
export function searchVizTypes(entries: VizTypeEntry[], text: string): VizTypeEntry[] {
  const q = text.trim().toLowerCase();
  if (!q) return entries;
  return entries
    .map((e, index) => ({ e, index, relevance: vizRelevance(e, q) }))
    .filter((r) => r.relevance > 0)
    .map((r) => ({ ...r, rank: r.relevance + (r.e.label ? CHART_LABEL_WEIGHT[r.e.label] : 0) }))
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map((r) => r.e);
}

/** What the gallery's left pane can select: all charts, a category or a tag. */
export type VizSelector = { kind: 'all' } | { kind: 'category' | 'tag'; value: string };

export function entriesOf(entries: VizTypeEntry[], selector: VizSelector): VizTypeEntry[] {
  if (selector.kind === 'all') return entries;
  if (selector.kind === 'category') return entries.filter((e) => e.category === selector.value);
  return entries.filter((e) => e.tags.includes(selector.value));
}
