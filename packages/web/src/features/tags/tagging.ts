/** Whether the tagging system is on (the server's TAGGING_SYSTEM flag; off until it answers). */
import { useFeatureFlags } from '../dashboards/header/featureFlags';

export const useTaggingEnabled = () => useFeatureFlags().TAGGING_SYSTEM;
