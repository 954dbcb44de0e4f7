/**
 * The shopper's mails about an order, in English (PRODUCT §12): SPEC's and the shop's texts
 * word for word. Sinhala and Tamil have the same keys (si.ts, ta.ts); a text names what it is
 * given in braces. A `nextStep` text follows "What happens next:".
 */
export const en = {
  greeting: 'Hello {name},',
  'table.print': 'Print',
  'table.size': 'Size',
  'table.qty': 'Qty',
  'table.price': 'Price',
  'table.amount': 'Amount',
  shippingLine: 'Shipping: {summary}',
  deliverTo: 'Deliver to: {name}',
  nothingToShip: '{method}, nothing to ship',
  shipsTo: '{method} to {country}',
  withDays: '{summary} ({days})',
  'update.lines': 'Order {orderID}:',
  'update.next': 'What happens next:',
  'update.myOrders': 'Your order in My Orders: {url}',
  'update.myOrdersLink': 'See your order in My Orders',
  'update.guestOrder':
    'Your order: open it with the link in your order confirmation e-mail, or find it by its number at {url}',
  'update.guestOrderLink': 'Find your order',
  'pay.method': 'Payment: {method}',
  'pay.due': 'Amount due: {amount}',
  'pay.bankNext':
    'Next step: transfer {amount} to the account below with your order number {orderID} as the reference, then upload your slip from My Orders. We start on your prints once we have verified it.',
  'pay.bankNext.guest':
    'Next step: transfer {amount} to the account below with your order number {orderID} as the reference, then upload your slip on your order page (the link in this e-mail). We start on your prints once we have verified it.',
  'pay.cardNext':
    'Next step: complete your card payment on the secure payment page. If it was interrupted, you can pay from My Orders.',
  'pay.cardNext.guest':
    'Next step: complete your card payment on the secure payment page. If it was interrupted, you can pay from your order page (the link in this e-mail).',
  'pay.codNext': 'Next step: pay on delivery. Please have {amount} ready for the courier.',
  'bank.name': 'Bank: {value}',
  'bank.account': 'Account name: {value}',
  'bank.number': 'Account number: {value}',
  'bank.branch': 'Branch: {value}',
  'bank.swift': 'SWIFT: {value}',
  'placed.subject': 'Your order {orderID} is confirmed',
  'placed.heading': 'Thank you for your order',
  'placed.lead':
    'Thank you for your order {orderID}. We have received it and will start preparing your prints within 1–2 business days.',
  'placed.changeGuest': 'To change it, reply to this e-mail.',
  'placed.change':
    'While it is still Pending you can cancel it yourself with Delete on the order in My Orders; to change it, reply to this e-mail.',
  'guest.lead':
    'You ordered without an account: your order page shows its status, payment and invoice, and lets you cancel it while it is Pending. Keep this link private:',
  'guest.open': 'Open your order',
  'link.subject': 'Your link to order {orderID}',
  'link.heading': 'Your order link',
  'link.lead':
    'Here is a new link to your order {orderID}. Any link we sent before no longer works.',
  'link.notYou': 'If you did not ask for it, you can ignore this e-mail: the link is only in it.',
  'fact.delivery': 'Delivery',
  'fact.carrier': 'Carrier',
  'fact.trackingNumber': 'Tracking number',
  'fact.track': 'Track your parcel',
  'processing.subject': 'We are preparing your order {orderID}',
  'processing.heading': 'Your prints are being prepared',
  'processing.lead':
    'Good news: we have started on order {orderID}. Your prints are being made and packed by hand.',
  'processing.next':
    'nothing to do for now. When the parcel leaves us, usually within 1–2 business days, we e-mail you the carrier and tracking number.',
  'shipped.subject': 'Your order {orderID} is on its way',
  'shipped.heading': 'Your order has shipped',
  'shipped.lead': 'Your prints have left our studio.',
  'shipped.leadWith': 'Your prints have left our studio with {carrier}.',
  'shipped.followLink': 'follow your parcel with the tracking link above',
  'shipped.followNumberOn':
    "follow your parcel on {carrier}'s website with the tracking number above",
  'shipped.followNumber':
    "follow your parcel on the carrier's website with the tracking number above",
  'shipped.followCourier': 'watch for the courier, who brings the parcel to the delivery address',
  'shipped.next': '{follow}.',
  'shipped.nextCash': '{follow}, and have {amount} ready in cash for the courier.',
  'delivered.subject': 'Your order {orderID} has been delivered',
  'delivered.heading': 'Your prints have arrived',
  'delivered.lead':
    'Order {orderID} has been delivered. We hope the art looks wonderful on your wall.',
  'delivered.next':
    'if anything is not right, reply to this e-mail within {days} days of delivery and we will put it right (see Returns & Exchanges on our website).',
  'cancelled.subject': 'Your order {orderID} has been cancelled',
  'cancelled.heading': 'Your order has been cancelled',
  'cancelled.lead': 'Order {orderID} has been cancelled and will not be sent.',
  'cancelled.nextPaid':
    'you have paid {amount} for this order, so we will contact you about your refund. Reply to this e-mail with any question.',
  'cancelled.next':
    'nothing is due. If this is a surprise, or you still want these prints, reply to this e-mail or order them again on our website.',
  'shopperCancelled.subject': 'You cancelled order {orderID}',
  'shopperCancelled.heading': 'Your order is cancelled',
  'shopperCancelled.lead': 'As you asked, order {orderID} has been cancelled and will not be sent.',
  'shopperCancelled.nextPaid':
    'you have paid {amount} for this order, so we will contact you about your refund.',
  'shopperCancelled.next':
    'nothing is due. You are welcome to order these prints again at any time on our website.',
  'expired.subject': 'Order {orderID} was cancelled: payment not received',
  'expired.heading': 'Your order was cancelled',
  'expired.leadCard':
    'We cancelled order {orderID} because its card payment was not completed within the hour, and its prints went back on sale. Nothing was charged by us.',
  'expired.leadBank':
    'We cancelled order {orderID} because we did not receive its bank transfer within 3 days, and its prints went back on sale. Nothing was charged by us.',
  'expired.next':
    'if you still want these prints, you are welcome to order them again on our website.',
  'paid.subject': 'Payment received for order {orderID}',
  'paid.heading': 'Thank you, your payment is confirmed',
  'paid.lead': 'We have received your payment of {amount} for order {orderID}.',
  'paid.download': 'Download: {name} ({size})',
  'paid.ready': 'ready in My Orders',
  'paid.ready.guest': 'ready on your order page',
  'paid.nothing': 'nothing to do. {ship}',
  'paid.downloadNext':
    'download your artwork from the order in My Orders, with the button beside each file.',
  'paid.downloadNext.guest':
    'download your artwork from your order page, with the button beside each file.',
  'paid.ship':
    'We are preparing your prints and e-mail you the carrier and tracking number when they ship.',
  'rejected.subject': 'We could not confirm the payment for order {orderID}',
  'rejected.heading': 'We could not confirm your payment',
  'rejected.lead':
    'We looked at the bank slip you sent for order {orderID} ({amount}) and could not confirm the payment:',
  'rejected.next':
    'please check the transfer and upload a new slip from My Orders. If you think this is a mistake, reply to this e-mail or call us on {phone} and we will look again.',
  'rejected.next.guest':
    'please check the transfer and upload a new slip on your order page. If you think this is a mistake, reply to this e-mail or call us on {phone} and we will look again.',
  'failed.subject': 'Your card payment for order {orderID} did not go through',
  'failed.heading': 'Your card payment did not go through',
  'failed.lead':
    'The card payment of {amount} for order {orderID} was not completed, and nothing was charged by us.',
  'failed.next':
    'open the order in My Orders and pay again within the hour, or the order is cancelled and its prints go back on sale.',
  'failed.next.guest':
    'open your order page and pay again within the hour, or the order is cancelled and its prints go back on sale.',
  'reminder.subject': 'Reminder: order {orderID} is waiting for your bank transfer',
  'reminder.heading': 'Your order is waiting for payment',
  'reminder.lead':
    'We are holding the prints of order {orderID} for you, but have not received a bank slip for {amount} yet.',
  'reminder.next':
    'transfer the amount to our bank account (shown in My Orders) and upload the slip there. An order without a slip is cancelled after 3 days and its prints go back on sale.',
  'reminder.next.guest':
    'transfer the amount to our bank account (shown on your order page) and upload the slip there. An order without a slip is cancelled after 3 days and its prints go back on sale.',
  'reason.damaged': 'Arrived damaged',
  'reason.wrong-item': 'Wrong item',
  'reason.not-as-described': 'Not as described',
  'reason.changed-mind': 'Changed my mind',
  'reason.other': 'Other',
  'requested.subject': 'We have your return request for order {orderID}',
  'requested.heading': 'Your return request is in',
  'requested.lead': 'We have received your return of {lines} from order {orderID} ({reason}).',
  'requested.next': 'nothing yet. We look at it within two working days and e-mail you what to do.',
  'approved.subject': 'Your return for order {orderID} is approved',
  'approved.heading': 'Your return is approved',
  'approved.lead': 'We have approved your return of {lines} from order {orderID}.',
  'approved.next':
    'please send the prints back as the note above says. We refund once they arrive.',
  'returnRejected.subject': 'We could not accept the return for order {orderID}',
  'returnRejected.heading': 'We could not accept your return',
  'returnRejected.lead':
    'We looked at your return of {lines} from order {orderID} and could not accept it:',
  'returnRejected.next': 'reply to this e-mail if you would like us to look again.',
  'received.subject': 'We have received your return for order {orderID}',
  'received.heading': 'Your return has arrived',
  'received.lead': 'The prints of your return of {lines} from order {orderID} have reached us.',
  'received.next': 'nothing to do. We e-mail you again once the refund is made.',
  'refunded.subject': 'Your refund for order {orderID}',
  'refunded.heading': 'Your refund is on its way',
  'refunded.lead': 'We have refunded {amount} for your return of {lines} from order {orderID}.',
  'refunded.reference': 'Reference',
  'refunded.next': 'nothing to do. A card refund can take a few working days to show.',
  'reviewAsk.subject': 'How do you like your prints? Order {orderID}',
  'reviewAsk.heading': 'How do you like your prints?',
  'reviewAsk.leadOne':
    'Your order {orderID} arrived {days} days ago. We hope the print looks right at home on your wall.',
  'reviewAsk.leadMany':
    'Your order {orderID} arrived {days} days ago. We hope the prints look right at home on your wall.',
  'reviewAsk.askOne':
    'Would you tell other buyers what you think? A few words and a star rating on the print’s page help them choose, and help us make the next print better.',
  'reviewAsk.askMany':
    'Would you tell other buyers what you think? A few words and a star rating on each print’s page help them choose, and help us make the next print better.',
  'reviewAsk.once': 'This is the only mail we send about reviewing this order.',
  'reviewAsk.stop': 'To get no more mail like this from {shop}, open this link:',
  'reviewAsk.review': 'Review {name}',
  'reviewAsk.stopLink': 'Stop these mails',
};

export type OrderText = keyof typeof en;
