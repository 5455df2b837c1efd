import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BOOKINGS_ENTITIES, BookingLifecycleModule, BookingSearchModule, BookingsModule } from '@app/bookings';
import { CustomGameEntity, GameEntity } from '@app/catalog';
import { MailModule } from '@app/mail';
import { PaymentEntity, RefundRequestEntity } from '@app/payments';
import { PartyDayModule, PartyModule, PartyWaiversModule } from '@app/party';
import { OutboxModule, QUEUE_CONCURRENCY, QueueWorkerModule } from '@app/queue';
import { RosterModule, RosterReadModule } from '@app/roster';
import { CalendarInvites } from './calendar-invites';
import { DocumentBuilder } from './document-builder';
import { DocumentContexts } from './document-contexts';
import { DocumentFactsReader } from './document-facts.reader';
import { DocumentMailer } from './document-mailer';
import { AdminDocumentsController, DocumentsController } from './documents.controller';
import { DocumentPersonalData } from './document-personal-data';
import { DocumentsService } from './documents.service';
import { BookingReminderEntity } from './entities/booking-reminder.entity';
import { CertificateEmailEntity } from './entities/certificate-email.entity';
import { DocumentEntity } from './entities/document.entity';
import { RosterDocumentEntity } from './entities/roster-document.entity';
import { PdfRenderer } from './pdf-renderer';
import { ShirtOrderDocument } from './shirt-order-document';
import { ReminderMailer } from './reminders/reminder-mailer';
import { ReminderScan } from './reminders/reminder-scan';
import { RescheduleMailer } from './reschedule-mailer';
import { CertificateFactsReader } from './roster-documents/certificate-facts.reader';
import { CertificatesMailer } from './roster-documents/certificates-mailer';
import { RosterDocumentRenderer } from './roster-documents/roster-document-renderer';
import { HostCertificatesController } from './roster-documents/host-certificates.controller';
import { CertificatesController, RunSheetController } from './roster-documents/roster-documents.controller';
import { RosterDocumentsService } from './roster-documents/roster-documents.service';
import { FamilyCalendarController } from './family-calendar.controller';

/** A parent's documents, for their download and their erasure (libs/office/privacy). */
@Module({
  imports: [TypeOrmModule.forFeature([DocumentEntity, RosterDocumentEntity])],
  providers: [DocumentPersonalData],
  exports: [DocumentPersonalData],
})
export class DocumentPersonalDataModule {}

/**
 * The api side: GET /api/bookings/{id}/receipt, /confirmation, /calendar.ics and /certificates.pdf, the admin's list of
 * a booking's documents and its run sheet, the host's certificates of their party.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([DocumentEntity, RosterDocumentEntity, CertificateEmailEntity, PaymentEntity]),
    BookingsModule,
    BookingSearchModule,
    RosterModule,
    PartyModule,
    PartyDayModule,
    PartyWaiversModule,
  ],
  controllers: [
    DocumentsController,
    AdminDocumentsController,
    CertificatesController,
    HostCertificatesController,
    RunSheetController,
    FamilyCalendarController,
  ],
  providers: [
    DocumentsService,
    DocumentFactsReader,
    DocumentContexts,
    CalendarInvites,
    RosterDocumentsService,
    CertificateFactsReader,
  ],
})
export class DocumentsModule {}

/**
 * The worker side: builds receipts and confirmations (documents queue) and e-mails them (email queue), and renders the
 * certificates and run sheets the api asks for; scans for the reminders due before events and e-mails them with the
 * same invite, and the updated invite when an event moves; prints the shirt order's PDF for admin's export job. One PDF
 * renderer per process, with as many pages
 * as the documents queue runs jobs at once.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      DocumentEntity,
      RosterDocumentEntity,
      BookingReminderEntity,
      PaymentEntity,
      // What the payments hold by method, for the cancellation offer the e-mails state.
      RefundRequestEntity,
      ...BOOKINGS_ENTITIES,
      GameEntity,
      CustomGameEntity,
    ]),
    MailModule,
    BookingSearchModule,
    // The booking's signed link, on every document and e-mail (the lifecycle in the module records events).
    OutboxModule,
    BookingLifecycleModule,
    // For JobQueue (the e-mail job); the worker imports it already, so this is the same instance.
    QueueWorkerModule,
    // The shirt sizes a party still lacks (the shirt-size reminder); the children certified.
    RosterReadModule,
    // The certificates' titles.
    PartyModule,
    // The children still missing a waiver (the reminder, the run sheet, the party's waivers PDF).
    PartyWaiversModule,
  ],
  providers: [
    { provide: PdfRenderer, useFactory: () => new PdfRenderer(QUEUE_CONCURRENCY.documents) },
    DocumentFactsReader,
    DocumentContexts,
    DocumentBuilder,
    DocumentMailer,
    ReminderScan,
    ReminderMailer,
    RescheduleMailer,
    RosterDocumentRenderer,
    CertificateFactsReader,
    CertificatesMailer,
    ShirtOrderDocument,
  ],
  exports: [PdfRenderer, ShirtOrderDocument],
})
export class DocumentsWorkerModule {}
