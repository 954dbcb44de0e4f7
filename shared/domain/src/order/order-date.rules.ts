const DAY_MS = 24 * 60 * 60 * 1000;
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/**
 * The label on an order card (SPEC §9): the difference in days is rounded up, so anything
 * within the last 24 hours is "Today", a difference of 2 is "Yesterday", up to 7 is
 * "N-1 days ago", and older orders show a short date.
 */
export function orderDateLabel(date: Date | string, now: Date = new Date()): string {
  const at = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(at.getTime())) return '';
  const ago = orderDaysAgo(at, now);
  if (ago === 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  if (ago !== null) return `${ago} days ago`;
  return shortDate.format(at);
}

/**
 * The days the card counts back, as `orderDateLabel` reads them: 0 is "Today", 1 "Yesterday",
 * up to 6 "N days ago"; null for an older order, which shows its date.
 */
export function orderDaysAgo(date: Date, now: Date = new Date()): number | null {
  const days = Math.ceil(Math.abs(now.getTime() - date.getTime()) / DAY_MS);
  if (days <= 1) return 0;
  return days <= 7 ? days - 1 : null;
}
