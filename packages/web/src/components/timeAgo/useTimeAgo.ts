import { naturalTime } from '@meridian/core';
import { useNow } from './useNow';

/**
 * "5 minutes ago" for an ISO time, worded again as time passes (the shared clock); the server's own
 * wording (`fallback`) when the time is missing or unreadable.
 */
export function useTimeAgo(iso: string | null | undefined, fallback = ''): string {
  const now = useNow();
  if (!iso || Number.isNaN(Date.parse(iso))) return fallback;
  return naturalTime(iso, now);
}
