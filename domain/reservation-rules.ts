// The booking rules live in domain/bookings/rules.ts. This door stays only for domain/schemas.ts,
// which another change splits; once its import names bookings/rules, this file goes.
export { LUNCH_ENDS, reservationDateProblem, reservationTimeProblem } from './bookings/rules';
