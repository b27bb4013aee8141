// What the booking form needs only once the guest acts (booking-form.tsx): the allergies' part, the
// screens that take the form's place after a send, the enquiry of a party above six, and the
// waiting list's offer when the times are full. One chunk, loaded with the form's checks after the
// fade-in and awaited before a send, so the first paint carries none of it
// (docs/decisions/019-less-during-the-splash.md).
export { BookingHealth } from './booking-health';
export { PhoneScreen, SentScreen, toastRefused, toastSent } from './booking-screens';
export { EnquiryForm } from './enquiry-form';
export { WaitlistOffer } from './waitlist-offer';
