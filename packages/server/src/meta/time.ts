/** Timestamps in the metadata store are ISO-8601 UTC strings (decision 0002). */
export const nowIso = (): string => new Date().toISOString();
