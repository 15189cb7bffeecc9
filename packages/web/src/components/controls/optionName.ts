let counter = 0;
/** A client-side id so two equal metrics (or filters) can sit in one list. */
export const newOptionName = (prefix = 'metric') =>
  `${prefix}_${Date.now().toString(36)}_${(++counter).toString(36)}`;
