/**
 * A property's validation rules in the order they are checked: the first listed rule that fails gives the field's
 * message (the API's pipe and the SPA's resolver both stop at the first error). class-validator checks a property's
 * decorators in the order they were applied, which for stacked decorators is bottom-up; listing them here makes the
 * order read top-down and keeps "required" ahead of "too short" wherever a DTO is written.
 */
export function Rules(...rules: PropertyDecorator[]): PropertyDecorator {
  return (target, property) => rules.forEach((rule) => rule(target, property));
}
