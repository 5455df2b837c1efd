import { ValidateBy } from 'class-validator';

/**
 * A `to` day not before the same object's `from`. Both are yyyy-MM-dd once valid, so text order is date order; an
 * invalid `from` shows only its own message.
 */
export const IsNotBeforeFrom = (message: string): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isNotBeforeFrom',
      validator: {
        validate: (to, args) => {
          const { from } = args?.object as { from?: unknown };
          return typeof to !== 'string' || typeof from !== 'string' || to >= from;
        },
      },
    },
    { message },
  );
