/**
 * Caps on what an import may make the server read, checked before anything is inflated or parsed:
 * an upload is refused as a whole when one of them is passed (ZIP bombs, entry floods, YAML bombs).
 */
export const BUNDLE_LIMITS = {
  /** The uploaded file itself (Superset's ZIPPED_FILE_MAX_SIZE). */
  maxUploadBytes: 100 * 1024 * 1024,
  /** Entries listed in the archive's central directory, folders and skipped files included. */
  maxEntries: 10_000,
  /** One configuration file once inflated. */
  maxEntryBytes: 16 * 1024 * 1024,
  /** All configuration files together once inflated. */
  maxTotalBytes: 128 * 1024 * 1024,
  /** Inflated ÷ compressed size above which an entry is taken for a bomb (Superset's ratio). */
  maxCompressRatio: 200,
  /** Entries smaller than this are not held to the ratio: short, repetitive YAML compresses well. */
  ratioFloorBytes: 64 * 1024,
  /** YAML aliases one file may expand (billion laughs). */
  maxYamlAliases: 100,
} as const;

export type BundleLimits = { readonly [K in keyof typeof BUNDLE_LIMITS]: number };
