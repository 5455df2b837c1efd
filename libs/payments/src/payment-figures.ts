import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The payments domain's money figures for the admin area (libs/admin), which never reads payments' tables itself. */
@Injectable()
export class PaymentFigures {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Money actually held: every captured payment less what went back from it (refunds and reversals), over every
   * booking, a cancelled one too (what its refund kept, such as the processing fee, was collected). `manager` lets a
   * test run it inside its own transaction.
   */
  async collectedCents(manager = this.dataSource.manager): Promise<number> {
    const [row]: { collected: string }[] = await manager.query(
      `SELECT coalesce(sum(amount_cents - refunded_cents), 0)::bigint AS collected
       FROM payments WHERE status = 'captured'`,
    );
    return Number(row.collected);
  }
}
