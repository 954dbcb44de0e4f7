/** What one bill line costs: price × quantity, summed in cents so no float noise shows. */
export function lineTotal(line: { price: number; quantity: number }): number {
  return (Math.round(line.price * 100) * line.quantity) / 100;
}
