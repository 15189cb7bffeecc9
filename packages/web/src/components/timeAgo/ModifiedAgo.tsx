import { useTimeAgo } from './useTimeAgo';

/** "Modified 5 minutes ago", kept current as time passes. */
export function ModifiedAgo({ iso, fallback }: { iso: string | null | undefined; fallback?: string }) {
  const ago = useTimeAgo(iso, fallback);
  return <>Modified {ago}</>;
}
