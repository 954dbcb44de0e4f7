/** Two labels name the same size when they match ignoring case and surrounding spaces. */
export const sameSizeLabel = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
