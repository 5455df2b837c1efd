import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WAIVER_TEXTS as T, type AdminBookingDetail, type WaiverSignatureRecord } from '@app/contracts';
import { createdBooking } from '@/testing/booking.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { AdminTimeZoneContext } from '@/features/admin/shell/components/admin-time-zone.context';
import { BookingWaivers } from './booking-waivers.component';

const signature = (signerName: string, childName: string, version: number): WaiverSignatureRecord => ({
  id: `w-${childName}`,
  bookingId: 'b-1',
  childId: childName === 'Sam' ? null : `c-${childName}`,
  childName,
  signerName,
  signerEmail: `${signerName.split(' ')[0].toLowerCase()}@example.com`,
  parentOrGuardian: true,
  version,
  textHash: 'ab'.repeat(32),
  signedAt: '2026-03-20T15:30:00.000Z',
  clientAddress: null,
  userAgent: null,
  channel: 'invitation',
  drawn: false,
});

const detail = (waivers: AdminBookingDetail['waivers']): AdminBookingDetail => ({
  ...createdBooking(),
  payment: 'deposit',
  games: [],
  cancellationRequest: null,
  account: null,
  waivers,
});

const render = (waivers: AdminBookingDetail['waivers']) =>
  renderWithProviders(
    <AdminTimeZoneContext.Provider value="America/Chicago">
      <BookingWaivers booking={detail(waivers)} />
    </AdminTimeZoneContext.Provider>,
  );

describe('the waivers in the booking detail (docs/product/waivers.md#the-office)', () => {
  it('lists each signature with its child, version and time, the children missing one, and the PDF', () => {
    render({
      required: true,
      signatures: [signature('Dana Smith', 'Sam', 2), signature('Lee Park', 'Noah', 3)],
      missing: [{ childId: 'c-Kai', childName: 'Kai' }],
    });
    const region = screen.getByRole('region', { name: T.officeHeading });
    const signed = within(region).getByRole('list', { name: T.officeSigned });
    expect(
      within(signed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      T.officeSignature('Dana Smith', 'Sam', 2, 'Mar 20, 2026, 10:30 AM'),
      T.officeSignature('Lee Park', 'Noah', 3, 'Mar 20, 2026, 10:30 AM'),
    ]);
    expect(within(region).getByRole('list', { name: T.officeMissing })).toHaveTextContent('Kai');
    expect(within(region).getByRole('button', { name: T.download })).toBeEnabled();
  });

  it('says when waivers are off and nothing is asked', () => {
    render({ required: false, signatures: [], missing: [] });
    expect(screen.getByRole('region', { name: T.officeHeading })).toHaveTextContent(T.officeOff);
    expect(screen.queryByRole('button', { name: T.download })).toBeNull();
  });
});
