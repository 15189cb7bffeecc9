/** `[value, label]` choices whose labels are the values themselves. */
export const pairs = (values: readonly (string | number)[]) => values.map((v) => [v, String(v)] as const);
