import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';
import {
  SHIRT_ORDER_MESSAGES as M,
  SHIRT_ORDER_RULES as R,
  type MarkShirtsOrderedRequest,
} from './shirt-orders.contract';
import { Rules } from '../validation/rules.decorator';

/** POST /api/admin/shirt-orders/ordered. */
export class MarkShirtsOrderedDto implements MarkShirtsOrderedRequest {
  @Rules(
    IsArray({ message: M.bookingIds }),
    ArrayMinSize(1, { message: M.bookingIds }),
    ArrayMaxSize(R.markMax, { message: M.bookingIds }),
    IsUUID('all', { each: true, message: M.bookingIds }),
  )
  bookingIds: string[];
}
