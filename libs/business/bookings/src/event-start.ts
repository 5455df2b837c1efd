// The instant an event starts is shared with the SPA (libs/shared/contracts), whose review states the change deadline.
export { eventStart } from '@app/contracts';
