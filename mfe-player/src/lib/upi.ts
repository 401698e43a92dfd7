// The UPI deep link a phone's payment app opens (product.md §9: the organizer's UPI id, the entry fee as
// amount, currency INR): upi://pay?pa=<UPI id>&pn=<payee name>&am=<fee>&cu=INR&tn=<tournament>.
export type UpiPayment = { upiId: string; payeeName: string; amount: string; note: string };

export function upiPayLink({ upiId, payeeName, amount, note }: UpiPayment): string {
  const enc = encodeURIComponent;
  return `upi://pay?pa=${enc(upiId)}&pn=${enc(payeeName)}&am=${enc(amount)}&cu=INR&tn=${enc(note)}`;
}
