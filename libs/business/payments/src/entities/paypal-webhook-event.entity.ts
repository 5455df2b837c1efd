import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A PayPal webhook event handled here, by PayPal's event id: PayPal delivers an event again until it gets a 2xx (and
 * on a manual resend), so a second delivery of a handled id is answered 200 and changes nothing.
 */
@Entity('paypal_webhook_events')
export class PayPalWebhookEventEntity {
  @PrimaryColumn('text')
  id: string;

  @Column('text')
  eventType: string;

  /** The capture, refund or order the event is about. */
  @Column('text', { nullable: true })
  resourceId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
