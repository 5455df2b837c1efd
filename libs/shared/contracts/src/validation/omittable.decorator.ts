import { ValidateIf } from 'class-validator';

/**
 * A field that may be left out; when it is there, null included, its rules apply. class-validator's IsOptional lets
 * null through too, which a service then reads as a value: `{"sort": null}` was accepted for an export that then
 * failed in the worker six times. A query string cannot carry null, so query DTOs read the same.
 */
export const Omittable = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);
