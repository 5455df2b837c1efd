/**
 * Every domain event and its payload, in one place. A new event is added here, recorded with OutboxService.record()
 * in the transaction of its state change, and handled by one or more @OnEvent subscribers in the worker.
 */
export interface EventPayloads {
  'contact.received': { contactMessageId: string };
  'booking.created': { bookingId: string };
  'payment.captured': { paymentId: string; bookingId: string };
  'booking.confirmed': { bookingId: string; by: 'payment' | 'free' | 'admin' };
}

export type EventName = keyof EventPayloads;

/** Runtime list of the event names (the keys of EventPayloads: the compiler keeps it complete). */
const EVENTS: { [N in EventName]: true } = {
  'contact.received': true,
  'booking.created': true,
  'payment.captured': true,
  'booking.confirmed': true,
};

export const EVENT_NAMES = Object.keys(EVENTS) as EventName[];
