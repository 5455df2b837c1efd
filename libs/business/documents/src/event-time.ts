// The instant an event starts is the booking's own rule (its change policy and its link read it too); its words are
// libs/shared/contracts' clock words.
export { eventStart } from '@app/bookings';
