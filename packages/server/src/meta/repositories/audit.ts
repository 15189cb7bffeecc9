/** The audit columns of a row created now by a user (created and changed alike). */
export const createdBy = (userId: number, now: string) => ({
  created_on: now,
  changed_on: now,
  created_by_fk: userId,
  changed_by_fk: userId,
});
