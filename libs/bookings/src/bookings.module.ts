import { Module } from '@nestjs/common';
import { BookingReadsController } from './booking-reads.controller';

/** Bookings. For now only the access-controlled reads (see BookingReadsController). */
@Module({ controllers: [BookingReadsController] })
export class BookingsModule {}
