/** The password rule shared by user creation, password changes and ADMIN_PASSWORD at start-up. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;

/** What is wrong with a password, or null when it is acceptable. */
export const passwordProblem = (password: string): string | null =>
  password.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null;
