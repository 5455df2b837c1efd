/**
 * How the SPA's forms run a DTO (react-hook-form's class-validator resolver): first failing rule only, like the API's
 * ValidationPipe (`stopAtFirstError`), so a field shows the message the server would give for the same input.
 */
export const FORM_VALIDATOR_OPTIONS = { validator: { stopAtFirstError: true } } as const;
